import { tenants } from '../contract/tenants';
import type { ListQuery } from '../schemas';
import type { TenantAddPayload, TenantEditPayload } from '../schemas/tenants';
import type { Http } from './http';

/** A property's tenants. */
export function createTenantsApi(http: Http) {
  return {
    list: (query: ListQuery = {}) => http.call(tenants.list, { query }),
    detail: (id: number) => http.call(tenants.detail, { params: { id } }),
    add: (payload: TenantAddPayload) => http.call(tenants.add, { body: payload }),
    edit: (payload: TenantEditPayload) => http.call(tenants.edit, { body: payload }),
    remove: (id: number) => http.call(tenants.remove, { params: { id } }),
  };
}
