import { z } from 'zod';
import { TENANT_STATUSES } from '../schemas/tenants';
import { detailResponse, listResponse, wireDateSchema, wireIdSchema } from './common';

/** A unit's tenant, as the list and the detail answer it. */
export const tenantSchema = z.object({
  id: wireIdSchema,
  property_id: wireIdSchema,
  unit: z.object({ id: wireIdSchema, unit_no: z.string() }),
  name: z.string(),
  ic: z.string(),
  email: z.string(),
  contact: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  /** The tenancy documents' stored names, served at /storage/tenants/{name}. */
  documents: z.array(z.string()),
  status: z.enum(TENANT_STATUSES),
  /** Who registered the tenant (the unit's owner), when still a user. */
  registered_by: z.object({ id: wireIdSchema, name: z.string() }).nullable(),
  verified_at: wireDateSchema.nullable(),
  created_at: wireDateSchema,
});

/** GET /api/tenants. */
export const tenantListResponseSchema = listResponse(tenantSchema);

/** GET /api/tenants/detail/{id}. */
export const tenantDetailResponseSchema = detailResponse(tenantSchema);

/** POST /api/tenants/add, /edit and /verify: the saved tenant and the confirmation to show. */
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
