import { messageResponseSchema, supportListResponseSchema } from '../responses';
import type { ListQuery, SupportReportPayload } from '../schemas';
import { segment, type Http } from './http';

/** Spec 002 §7: bug reports. */
export function createSupportApi(http: Http) {
  return {
    /** GET /api/support?page&search (answer shape ours: data, total). */
    list: (query: ListQuery = {}) =>
      http.send({
        method: 'GET',
        path: '/api/support',
        query,
        response: supportListResponseSchema,
      }),
    /** POST /api/support/report (form): report; answers the refreshed list. */
    report: (payload: SupportReportPayload) =>
      http.send({
        method: 'POST',
        path: '/api/support/report',
        form: payload,
        response: supportListResponseSchema,
      }),
    /** GET /api/support/resolve/{id}. */
    resolve: (id: number) =>
      http.send({
        method: 'GET',
        path: `/api/support/resolve/${segment(id)}`,
        response: messageResponseSchema,
      }),
  };
}
