import { z } from 'zod';
import { namedOptionSchema, wireIdSchema } from './common';

/** Spec 002 §3: the report page's filter data (GET /api/reports). */
export const reportsDataSchema = z.object({
  staffs: z.array(z.object({ id: wireIdSchema, name: z.string(), role: z.string() })),
  agents: z.array(z.object({ id: wireIdSchema, name: z.string(), company_name: z.string() })),
  packages: z.array(namedOptionSchema),
  jettys: z.array(namedOptionSchema),
  /** Addons. */
  foods: z.array(namedOptionSchema),
  payment_methods: z.array(namedOptionSchema),
});
