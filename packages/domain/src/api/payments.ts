import {
  documentUploadResponseSchema,
  messageResponseSchema,
  paymentAddResponseSchema,
  paymentListResponseSchema,
} from '../responses';
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
        response: paymentListResponseSchema,
      }),
    /** POST /api/payments/add (form): answers the refreshed list. */
    add: (payload: PaymentAddPayload) =>
      http.send({
        method: 'POST',
        path: '/api/payments/add',
        form: payload,
        response: paymentAddResponseSchema,
      }),
    /** POST /api/payments/upload (multipart): doc (base64 receipt), original_name. */
    uploadReceipt: (payload: DocumentUploadPayload) =>
      http.send({
        method: 'POST',
        path: '/api/payments/upload',
        multipart: payload,
        response: documentUploadResponseSchema,
      }),
    /** GET /api/payments/verify/{id}. */
    verify: (id: number) =>
      http.send({
        method: 'GET',
        path: `/api/payments/verify/${segment(id)}`,
        response: messageResponseSchema,
      }),
    /** GET /api/payments/reject/{id}. */
    reject: (id: number) =>
      http.send({
        method: 'GET',
        path: `/api/payments/reject/${segment(id)}`,
        response: messageResponseSchema,
      }),
  };
}
