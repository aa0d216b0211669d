import {
  paymentAddResponseSchema,
  paymentListResponseSchema,
  paymentSchema,
} from '../responses/payments';
import { documentUploadSchema, paymentAddSchema } from '../schemas/finance';
import { policy, type EndpointGroup } from './endpoint';

/** The payments calls' wire schemas, by their component names. */
export const paymentsSchemas = {
  Payment: paymentSchema,
  PaymentList: paymentListResponseSchema,
  PaymentAddBody: paymentAddSchema,
  UnitPayments: paymentAddResponseSchema,
  /** A receipt or an announcement attachment (announcements.uploadAttachment names it too). */
  DocumentUploadBody: documentUploadSchema,
};

/** Spec 002 §7: payments and receipts. */
export const payments = {
  list: {
    operationId: 'listPayments',
    method: 'GET',
    path: '/api/payments',
    tag: 'payments',
    summary: 'Lists payments, with the outstanding balance',
    access: policy('Payments', 'View'),
    query: 'FinanceListQuery',
    reply: 'PaymentList',
    failures: [400, 401, 404],
  },
  add: {
    operationId: 'addPayment',
    method: 'POST',
    path: '/api/payments/add',
    tag: 'payments',
    summary: 'Adds a payment (Pending until staff verify it)',
    access: policy('Payments', 'Create'),
    body: 'PaymentAddBody',
    bodyKind: 'form',
    reply: 'UnitPayments',
    failures: [400, 401, 404],
  },
  uploadReceipt: {
    operationId: 'uploadPaymentReceipt',
    method: 'POST',
    path: '/api/payments/upload',
    tag: 'payments',
    summary: 'Uploads a payment receipt (multipart)',
    access: policy('Payments', 'Create'),
    body: 'DocumentUploadBody',
    bodyKind: 'multipart',
    reply: 'DocumentUploaded',
    failures: [400, 401],
  },
  verify: {
    operationId: 'verifyPayment',
    method: 'GET',
    path: '/api/payments/verify/:id',
    tag: 'payments',
    summary: 'Verifies a Pending payment',
    access: policy('Payments', 'Update'),
    params: 'IdParams',
    reply: 'Message',
    failures: [400, 401, 404],
  },
  reject: {
    operationId: 'rejectPayment',
    method: 'GET',
    path: '/api/payments/reject/:id',
    tag: 'payments',
    summary: 'Rejects a Pending payment',
    access: policy('Payments', 'Update'),
    params: 'IdParams',
    reply: 'Message',
    failures: [400, 401, 404],
  },
} as const satisfies EndpointGroup;
