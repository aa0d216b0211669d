import { supportListResponseSchema } from '../responses/support';
import { supportReportSchema } from '../schemas/support';
import { SIGNED_IN, type EndpointGroup } from './endpoint';

/** The support calls' wire schemas, by their component names. */
export const supportSchemas = {
  SupportReportList: supportListResponseSchema,
  SupportReportBody: supportReportSchema,
};

/**
 * Spec 002 §7: bug reports. Every signed-in user reports and reads their own; super users read
 * all and resolve (the handlers check it).
 */
export const support = {
  list: {
    operationId: 'listSupportReports',
    method: 'GET',
    path: '/api/support',
    tag: 'support',
    summary: 'Bug reports',
    access: SIGNED_IN,
    query: 'ListQuery',
    reply: 'SupportReportList',
    failures: [400, 401],
  },
  report: {
    operationId: 'sendSupportReport',
    method: 'POST',
    path: '/api/support/report',
    tag: 'support',
    summary: 'Sends a bug report',
    access: SIGNED_IN,
    body: 'SupportReportBody',
    bodyKind: 'form',
    reply: 'SupportReportList',
    failures: [400, 401],
  },
  resolve: {
    operationId: 'resolveSupportReport',
    method: 'GET',
    path: '/api/support/resolve/:id',
    tag: 'support',
    summary: 'Marks a bug report resolved',
    access: SIGNED_IN,
    params: 'IdParams',
    reply: 'Message',
    failures: [400, 401, 404],
  },
} as const satisfies EndpointGroup;
