import { z } from 'zod';
import { listResponse, wireDateSchema, wireIdSchema } from './common';

/** Spec 002 §3: the unit number shown on a finance row. */
export const financeUnitSchema = z.object({ unit_no: z.string() }).nullable();

/** Spec 002 §3: one row of an account statement. Amounts are in RM. */
export const accountStatementRowSchema = z.object({
  id: wireIdSchema,
  unit_id: wireIdSchema,
  unit: financeUnitSchema,
  date: wireDateSchema,
  due_date: wireDateSchema.nullable(),
  ref_no: z.string(),
  description: z.string(),
  credit: z.number(),
  debit: z.number(),
});

/** Spec 002 §3: account statements and payments lists also answer the outstanding balance (RM). */
export const outstandingExtra = { outstanding: z.number() };

/** Spec 002 §7: GET /api/account-statements and POST /api/account-statements/generate. */
export const accountStatementListResponseSchema = listResponse(
  accountStatementRowSchema,
  outstandingExtra,
);
