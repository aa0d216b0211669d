import { z } from 'zod';
import { SUPPORT_STATUSES } from '../constants/finance';
import { listResponse, wireDateSchema, wireIdSchema } from './common';

/** Spec 002 §3: a bug report. */
export const supportReportEntrySchema = z.object({
  id: wireIdSchema,
  username: z.string(),
  report: z.string(),
  created_at: wireDateSchema,
  status: z.enum(SUPPORT_STATUSES),
});

/** Spec 002 §7: GET /api/support and POST /api/support/report (the refreshed list). */
export const supportListResponseSchema = listResponse(supportReportEntrySchema);
