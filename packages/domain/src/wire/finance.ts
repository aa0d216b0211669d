import type { z } from 'zod';
import type { INVOICE_TYPES, PAYMENT_STATUSES, PAYMENT_TYPES } from '../constants/finance';
import type {
  accountStatementListResponseSchema,
  accountStatementRowSchema,
} from '../responses/account-statements';
import type { paymentListResponseSchema, paymentSchema } from '../responses/payments';
import type { ListResponse } from './common';

/** Spec 002 §3: one row of an account statement. */
export type AccountStatementRow = z.output<typeof accountStatementRowSchema>;

/** Spec 002 §3: account statements and payments lists also answer the outstanding balance. */
export type OutstandingListResponse<T> = ListResponse<T, { outstanding: number }>;

/** Spec 002 §7: GET /api/account-statements and POST /api/account-statements/generate. */
export type AccountStatementListResponse = z.output<typeof accountStatementListResponseSchema>;

/** Spec 002 §4: payment statuses. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Spec 002 §9: payment types (online banking is unavailable). */
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Spec 002 §3: a payment with its receipt file name. */
export type Payment = z.output<typeof paymentSchema>;

/** Spec 002 §7: GET /api/payments. */
export type PaymentListResponse = z.output<typeof paymentListResponseSchema>;

/** Spec 002 §3: invoice types of an Issue Statement. */
export type InvoiceType = (typeof INVOICE_TYPES)[number];
