import { audit } from '../contract/audit';
import type { ListQuery } from '../schemas';
import type { Http } from './http';

/** Spec 001 §7: the audit log. */
export function createAuditApi(http: Http) {
  return {
    list: (query: ListQuery = {}) => http.call(audit.list, { query }),
  };
}
