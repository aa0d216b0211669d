import { apiRequestLog } from '../contract/api-request-log';
import type { ListQuery } from '../schemas';
import type { Http } from './http';

/** Spec 002 §7: the API request log (developer users). */
export function createApiRequestLogApi(http: Http) {
  return {
    /** page and search. */
    list: (query: ListQuery = {}) => http.call(apiRequestLog.list, { query }),
  };
}
