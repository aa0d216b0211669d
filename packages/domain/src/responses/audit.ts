import { z } from 'zod';
import { listResponse, wireDateSchema, wireIdSchema } from './common';

/** Spec 001 §3: an audit-log entry, with optional references shown as links. */
export const auditEntrySchema = z.object({
  id: wireIdSchema,
  username: z.string(),
  module: z.string(),
  action: z.string(),
  created_at: wireDateSchema,
  ticket: z.string().nullable(),
  subTicket: z.string().nullable(),
  booking: z.string().nullable(),
  package: z.string().nullable(),
  addon: z.string().nullable(),
});

/** GET /api/audit. */
export const auditListResponseSchema = listResponse(auditEntrySchema);
