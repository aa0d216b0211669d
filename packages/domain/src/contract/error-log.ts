import { SIGNED_IN_LINK, type EndpointGroup } from './endpoint';

/** The error log calls' wire schemas, by their component names: none of their own. */
export const errorLogSchemas = {};

/**
 * Spec 002 §7: the script errors clients reported (developer users, outside /api). The handlers
 * take the session as the bearer header or `?token=`, and check for a developer user.
 */
export const errorLog = {
  get: {
    operationId: 'getErrorLog',
    method: 'GET',
    path: '/error_log',
    tag: 'developer',
    summary: 'The script errors clients reported',
    access: SIGNED_IN_LINK,
    query: 'TokenQuery',
    reply: 'text',
    failures: [400, 401],
  },
  clear: {
    operationId: 'clearErrorLog',
    method: 'GET',
    path: '/clear_log',
    tag: 'developer',
    summary: 'Clears the error log',
    access: SIGNED_IN_LINK,
    query: 'TokenQuery',
    reply: 'Message',
    failures: [400, 401],
  },
} as const satisfies EndpointGroup;
