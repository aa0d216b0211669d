import { apiRequestLogListResponseSchema } from '../responses/api-request-log';
import { SIGNED_IN, type EndpointGroup } from './endpoint';

/** The API request log calls' wire schemas, by their component names. */
export const apiRequestLogSchemas = {
  ApiRequestLog: apiRequestLogListResponseSchema,
};

/** Spec 002 §7: the API request log (developer users; the handler checks it). */
export const apiRequestLog = {
  list: {
    operationId: 'listApiRequests',
    method: 'GET',
    path: '/api/api-request-log',
    tag: 'developer',
    summary: 'The API request log',
    access: SIGNED_IN,
    query: 'ListQuery',
    reply: 'ApiRequestLog',
    failures: [400, 401],
  },
} as const satisfies EndpointGroup;
