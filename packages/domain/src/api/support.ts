import { support } from '../contract/support';
import type { ListQuery, SupportReportPayload } from '../schemas';
import type { Http } from './http';

/** Spec 002 §7: bug reports. */
export function createSupportApi(http: Http) {
  return {
    /** page and search (answer shape ours: data, total). */
    list: (query: ListQuery = {}) => http.call(support.list, { query }),
    /** Sends a report; answers the refreshed list. */
    report: (payload: SupportReportPayload) => http.call(support.report, { body: payload }),
    resolve: (id: number) => http.call(support.resolve, { params: { id } }),
  };
}
