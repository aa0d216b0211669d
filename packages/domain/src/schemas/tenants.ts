import { z } from 'zod';
import { say, sayLater } from '../messages/text';
import { requiredText, wireDate, wireEmail, wireId, wirePage, wireSearch } from './primitives';

/** IC or passport number: 6 to 20 letters, digits or dashes (no IC rule elsewhere in the schemas). */
export const IC_OR_PASSPORT = /^[A-Za-z0-9-]{6,20}$/;

/** A tenant's phone: 6 to 20 digits only, as the property phone (spec 001 §5). */
export const TENANT_PHONE = /^\d{6,20}$/;

/** At most this many documents on one tenant. */
export const TENANT_DOCUMENTS_MAX = 5;

/** A tenancy document's server-generated name (a pdf or an image), as the upload answered it. */
const documentName = z
  .string({ error: sayLater('schema.tenantDocuments') })
  .regex(/^[a-f0-9]{32}\.(jpg|jpeg|pjpg|png|pdf)$/, { error: sayLater('schema.tenantDocuments') });

/** GET /storage/tenants/{name}: a tenancy document by its stored name. */
export const tenantDocumentParamsSchema = z.object({ name: documentName });

/** The tenant's status: waiting for staff, verified (signs in), or past the tenancy's end. */
export const TENANT_STATUSES = ['pending', 'verified', 'ended'] as const;

/** One of {@link TENANT_STATUSES}. */
export type TenantStatus = (typeof TENANT_STATUSES)[number];

/** What a tenant is registered and changed with (an owner, for one of their units). */
const tenantFields = {
  name: requiredText('Name'),
  ic: requiredText('IC or passport').regex(IC_OR_PASSPORT, {
    error: sayLater('schema.tenantIc'),
  }),
  email: wireEmail,
  contact: requiredText('Phone').regex(TENANT_PHONE, { error: sayLater('schema.tenantPhone') }),
  start_date: wireDate,
  end_date: wireDate,
  /** The tenancy documents kept with the tenant, by the names their upload answered. */
  documents: z
    .array(documentName, { error: sayLater('schema.tenantDocuments') })
    .max(TENANT_DOCUMENTS_MAX, { error: sayLater('schema.tenantDocuments') })
    .default([]),
};

/** 400 on end_date unless the tenancy ends after it starts. */
function endAfterStart(value: { start_date: string; end_date: string }, ctx: z.RefinementCtx) {
  if (value.end_date <= value.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: say('schema.tenancyEnd') });
  }
}

/** GET /api/tenants: page, search, and the status and unit filters. */
export const tenantListQuerySchema = z.object({
  page: wirePage,
  search: wireSearch,
  status: z.enum(TENANT_STATUSES, { error: sayLater('schema.tenantStatus') }).optional(),
  unit_id: wireId.optional(),
});

/** What GET /api/tenants sends. */
export type TenantListQuery = z.input<typeof tenantListQuerySchema>;

/** POST /api/tenants/add (JSON): an owner registers a tenant for one of their units. */
export const tenantAddSchema = z
  .object({ ...tenantFields, unit_id: wireId })
  .superRefine(endAfterStart);

/** What POST /api/tenants/add sends. */
export type TenantAddPayload = z.input<typeof tenantAddSchema>;

/** POST /api/tenants/edit (JSON): the registering owner or staff, while pending. */
export const tenantEditSchema = z
  .object({ ...tenantFields, id: wireId })
  .superRefine(endAfterStart);

/** What POST /api/tenants/edit sends. */
export type TenantEditPayload = z.input<typeof tenantEditSchema>;

/** POST /api/tenants/verify (JSON): staff verify a pending tenant. */
export const tenantVerifySchema = z.object({ id: wireId });
