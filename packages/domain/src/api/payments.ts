import type { DocumentUploadPayload, FinanceListQuery, PaymentAddPayload } from '../schemas';
import { segment, type Http } from './http';

/** Spec 002 §7: payments and receipts. */
export function createPaymentsApi(http: Http) {
  return {
    /** GET /api/payments?page&unit_id&property_id&search. */
    list: (query: FinanceListQuery = {}) =>
      http.send({
        method: 'GET',
        path: '/api/payments',
        query,
        route: 'GET /api/payments',
      }),
    /** POST /api/payments/add (form): answers the refreshed list. */
    add: (payload: PaymentAddPayload) =>
      http.send({
        method: 'POST',
        path: '/api/payments/add',
        form: payload,
        route: 'POST /api/payments/add',
      }),
    /** POST /api/payments/upload (multipart): doc (base64 receipt), original_name. */
    uploadReceipt: (payload: DocumentUploadPayload) =>
      http.send({
        method: 'POST',
        path: '/api/payments/upload',
        multipart: payload,
        route: 'POST /api/payments/upload',
      }),
    /** GET /api/payments/verify/{id}. */
    verify: (id: number) =>
      http.send({
        method: 'GET',
        path: `/api/payments/verify/${segment(id)}`,
        route: 'GET /api/payments/verify/:id',
      }),
    /** GET /api/payments/reject/{id}. */
    reject: (id: number) =>
      http.send({
        method: 'GET',
        path: `/api/payments/reject/${segment(id)}`,
        route: 'GET /api/payments/reject/:id',
      }),
  };
}
