import { payments } from '../contract/payments';
import type { DocumentUploadPayload, FinanceListQuery, PaymentAddPayload } from '../schemas';
import type { Http } from './http';

/** Spec 002 §7: payments and receipts. */
export function createPaymentsApi(http: Http) {
  return {
    list: (query: FinanceListQuery = {}) => http.call(payments.list, { query }),
    /** Answers the refreshed list. */
    add: (payload: PaymentAddPayload) => http.call(payments.add, { body: payload }),
    /** doc (base64 receipt), original_name. */
    uploadReceipt: (payload: DocumentUploadPayload) =>
      http.call(payments.uploadReceipt, { body: payload }),
    verify: (id: number) => http.call(payments.verify, { params: { id } }),
    reject: (id: number) => http.call(payments.reject, { params: { id } }),
  };
}
