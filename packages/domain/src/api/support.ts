import type { ListQuery, SupportReportPayload } from '../schemas';
import type { ActionResponse, ListResponse, SupportReport } from '../wire';
import { segment, type Http } from './http';

/** Spec 002 §7: bug reports. */
export function createSupportApi(http: Http) {
  return {
    /** GET /api/support?page&search (answer shape ours: data, total). */
    list: (query: ListQuery = {}) =>
      http.send<ListResponse<SupportReport>>({ method: 'GET', path: '/api/support', query }),
    /** POST /api/support/report (form): report; answers the refreshed list. */
    report: (payload: SupportReportPayload) =>
      http.send<ListResponse<SupportReport>>({
        method: 'POST',
        path: '/api/support/report',
        form: payload,
      }),
    /** GET /api/support/resolve/{id}. */
    resolve: (id: number) =>
      http.send<ActionResponse>({ method: 'GET', path: `/api/support/resolve/${segment(id)}` }),
  };
}
