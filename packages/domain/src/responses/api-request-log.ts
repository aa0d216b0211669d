import { z } from 'zod';
import { listResponse, wireDateSchema, wireIdSchema } from './common';

/** Spec 002 §3: one API request log row. */
export const apiRequestLogRowSchema = z.object({
  id: wireIdSchema,
  username: z.string(),
  url: z.string(),
  post_data: z.string().nullable(),
  platform: z.string(),
  userAgent: z.object({ platform: z.string(), browser: z.string() }).nullable(),
  created_at: wireDateSchema,
});

/** Spec 002 §7: GET /api/api-request-log. */
export const apiRequestLogListResponseSchema = listResponse(apiRequestLogRowSchema);
