import type { DocumentUploadPayload, FinanceListQuery, PaymentAddPayload } from '../schemas';
import type {
  ActionResponse,
  DocumentUploadResponse,
  ListResponse,
  Payment,
  PaymentListResponse,
} from '../wire';
import { segment, type Http } from './http';

/** Spec 002 §7: payments and receipts. */
export function createPaymentsApi(http: Http) {
  return {
    /** GET /api/payments?page&unit_id&property_id&search. */
    list: (query: FinanceListQuery = {}) =>
      http.send<PaymentListResponse>({ method: 'GET', path: '/api/payments', query }),
    /** POST /api/payments/add (form): answers the refreshed list. */
    add: (payload: PaymentAddPayload) =>
      http.send<ListResponse<Payment>>({
        method: 'POST',
        path: '/api/payments/add',
        form: payload,
      }),
    /** POST /api/payments/upload (multipart): doc (base64 receipt), original_name. */
    uploadReceipt: (payload: DocumentUploadPayload) =>
      http.send<DocumentUploadResponse>({
        method: 'POST',
        path: '/api/payments/upload',
        multipart: payload,
      }),
    /** GET /api/payments/verify/{id}. */
    verify: (id: number) =>
      http.send<ActionResponse>({ method: 'GET', path: `/api/payments/verify/${segment(id)}` }),
    /** GET /api/payments/reject/{id}. */
    reject: (id: number) =>
      http.send<ActionResponse>({ method: 'GET', path: `/api/payments/reject/${segment(id)}` }),
  };
}
