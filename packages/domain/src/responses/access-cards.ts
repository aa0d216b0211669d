import { z } from 'zod';
import { listResponse, wireIdSchema } from './common';

/** Spec 001 §3: an access card of a unit. */
export const accessCardSchema = z.object({
  id: wireIdSchema,
  serial_number: z.string(),
  active: z.boolean(),
  unit_id: wireIdSchema,
});

/** GET /api/units/access-card/{unit_id}. */
export const accessCardListResponseSchema = listResponse(accessCardSchema);
