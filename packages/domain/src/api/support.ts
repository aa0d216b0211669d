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
        route: 'GET /api/support',
      }),
    /** POST /api/support/report (form): report; answers the refreshed list. */
    report: (payload: SupportReportPayload) =>
      http.send({
        method: 'POST',
        path: '/api/support/report',
        form: payload,
        route: 'POST /api/support/report',
      }),
    /** GET /api/support/resolve/{id}. */
    resolve: (id: number) =>
      http.send({
        method: 'GET',
        path: `/api/support/resolve/${segment(id)}`,
        route: 'GET /api/support/resolve/:id',
      }),
  };
}
