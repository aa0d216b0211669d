import { tenants } from '../contract/tenants';
import type { DocumentUploadPayload } from '../schemas/finance';
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
    upload: (payload: DocumentUploadPayload) => http.call(tenants.upload, { body: payload }),
    /** A stored tenancy document, as a link with the token. */
    documentUrl: (name: string) => http.link(tenants.document, { params: { name } }),
  };
}
