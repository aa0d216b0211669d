import { auditEntrySchema, auditListResponseSchema } from '../responses/audit';
import { policy, type EndpointGroup } from './endpoint';

/** The audit calls' wire schemas, by their component names. */
export const auditSchemas = {
  AuditEntry: auditEntrySchema,
  AuditList: auditListResponseSchema,
};

/** Spec 001 §7: the audit log. */
export const audit = {
  list: {
    operationId: 'listAuditEntries',
    method: 'GET',
    path: '/api/audit',
    tag: 'audit',
    summary: 'The audit log',
    access: policy('Audit', 'View'),
    query: 'ListQuery',
    reply: 'AuditList',
    failures: [400, 401],
  },
} as const satisfies EndpointGroup;
