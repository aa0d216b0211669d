import { z } from 'zod';
import { wireIdSchema } from './common';

/** Spec 002 §7: one company of GET /api/booking/group-type/{group_type}. */
export const groupTypeEntrySchema = z.object({ id: wireIdSchema, company_name: z.string() });

/** Spec 002 §7: GET /api/booking/group-type/{group_type} answers a list with company_name. */
export const groupTypeResponseSchema = z.array(groupTypeEntrySchema);
