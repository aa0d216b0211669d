import type { ListResponse, WireDate, WireId } from './common';

/** Spec 002 §3: one row of an account statement. */
export interface AccountStatementRow {
  id: WireId;
  unit_id: WireId;
  unit?: { unit_no: string } | null;
  date: WireDate;
  due_date: WireDate | null;
  ref_no: string;
  description: string;
  credit: number;
  debit: number;
}

/** Spec 002 §3: account statements and payments lists also answer the outstanding balance. */
export type OutstandingListResponse<T> = ListResponse<T, { outstanding: number }>;

/** Spec 002 §7: GET /api/account-statements and POST /api/account-statements/generate. */
export type AccountStatementListResponse = OutstandingListResponse<AccountStatementRow>;

/** Spec 002 §4: payment statuses. */
export type PaymentStatus = 'Pending' | 'Verified' | 'Rejected';

/** Spec 002 §9: payment types (online banking is unavailable). */
export type PaymentType = 'bank_transfer' | 'online_banking';

/** Spec 002 §3: a payment with its receipt file name. */
export interface Payment {
  id: WireId;
  unit_id: WireId;
  unit?: { unit_no: string } | null;
  date: WireDate;
  ref_no: string;
  amount: number;
  bank: string;
  /** The receipt file name under /storage/receipts. */
  doc: string;
  status: PaymentStatus;
}

/** Spec 002 §7: GET /api/payments. */
export type PaymentListResponse = OutstandingListResponse<Payment>;

/** Spec 002 §3: invoice types of an Issue Statement. */
export type InvoiceType = 'maintenance' | 'water' | 'others';
