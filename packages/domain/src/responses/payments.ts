import { z } from 'zod';
import { PAYMENT_STATUSES } from '../constants/finance';
import { financeUnitSchema, outstandingExtra } from './account-statements';
import { listResponse, wireDateSchema, wireIdSchema } from './common';

/** Spec 002 §3: a payment with its receipt file name. Amounts are in RM. */
export const paymentSchema = z.object({
  id: wireIdSchema,
  unit_id: wireIdSchema,
  unit: financeUnitSchema,
  date: wireDateSchema,
  ref_no: z.string(),
  amount: z.number(),
  bank: z.string(),
  /** The receipt file name under /storage/receipts. */
  doc: z.string(),
  status: z.enum(PAYMENT_STATUSES),
});

/** Spec 002 §7: GET /api/payments. */
export const paymentListResponseSchema = listResponse(paymentSchema, outstandingExtra);

/** Spec 002 §7: POST /api/payments/add answers the refreshed list as data and total. */
export const paymentAddResponseSchema = listResponse(paymentSchema);
