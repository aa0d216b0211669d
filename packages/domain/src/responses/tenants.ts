import { z } from 'zod';
import { detailResponse, listResponse, wireDateSchema, wireIdSchema } from './common';

/** A property's tenant, as the list and the detail answer it. */
export const tenantSchema = z.object({
  id: wireIdSchema,
  property_id: wireIdSchema,
  name: z.string(),
  created_at: wireDateSchema,
});

/** GET /api/tenants. */
export const tenantListResponseSchema = listResponse(tenantSchema);

/** GET /api/tenants/detail/{id}. */
export const tenantDetailResponseSchema = detailResponse(tenantSchema);

/** POST /api/tenants/add and /edit: the saved tenant and the confirmation to show. */
export const tenantSavedResponseSchema = z.object({
  data: tenantSchema,
  message: z.string(),
});

/** A tenant on the wire. */
export type Tenant = z.output<typeof tenantSchema>;

/** A page of tenants and their total. */
export type TenantList = z.output<typeof tenantListResponseSchema>;

/** What adding or changing a tenant answers. */
export type TenantSaved = z.output<typeof tenantSavedResponseSchema>;
