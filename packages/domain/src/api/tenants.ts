import { tenants } from '../contract/tenants';
import type { TenantAddPayload, TenantEditPayload, TenantListQuery } from '../schemas/tenants';
import type { Http } from './http';

/** A property's tenants. */
export function createTenantsApi(http: Http) {
  return {
    list: (query: TenantListQuery = {}) => http.call(tenants.list, { query }),
    detail: (id: number) => http.call(tenants.detail, { params: { id } }),
    add: (payload: TenantAddPayload) => http.call(tenants.add, { body: payload }),
    edit: (payload: TenantEditPayload) => http.call(tenants.edit, { body: payload }),
    verify: (id: number) => http.call(tenants.verify, { body: { id } }),
    remove: (id: number) => http.call(tenants.remove, { params: { id } }),
  };
}
