import type { ListQuery } from '../schemas';
import type { Http } from './http';

/** Spec 001 §7: the audit log. */
export function createAuditApi(http: Http) {
  return {
    /** GET /api/audit?page&search. */
    list: (query: ListQuery = {}) =>
      http.send({ method: 'GET', path: '/api/audit', query, route: 'GET /api/audit' }),
  };
}
