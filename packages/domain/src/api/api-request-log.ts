import type { ListQuery } from '../schemas';
import type { Http } from './http';

/** Spec 002 §7: the API request log (developer users). */
export function createApiRequestLogApi(http: Http) {
  return {
    /** GET /api/api-request-log?page&search. */
    list: (query: ListQuery = {}) =>
      http.send({
        method: 'GET',
        path: '/api/api-request-log',
        query,
        route: 'GET /api/api-request-log',
      }),
  };
}
