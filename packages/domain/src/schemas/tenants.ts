import { z } from 'zod';
import { requiredText, wireId } from './primitives';

/** What a tenant is added and changed with (the skeleton's one field: add the resource's own). */
const tenantFields = {
  name: requiredText('Name'),
};

/** POST /api/tenants/add (JSON); a super user names the property, staff add to their own. */
export const tenantAddSchema = z.object({
  ...tenantFields,
  property_id: wireId.optional(),
});

/** What POST /api/tenants/add sends. */
export type TenantAddPayload = z.input<typeof tenantAddSchema>;

/** POST /api/tenants/edit (JSON). */
export const tenantEditSchema = z.object({ ...tenantFields, id: wireId });

/** What POST /api/tenants/edit sends. */
export type TenantEditPayload = z.input<typeof tenantEditSchema>;
