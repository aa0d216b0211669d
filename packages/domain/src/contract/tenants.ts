import {
  tenantDetailResponseSchema,
  tenantListResponseSchema,
  tenantSavedResponseSchema,
  tenantSchema,
} from '../responses/tenants';
import {
  tenantAddSchema,
  tenantEditSchema,
  tenantListQuerySchema,
  tenantVerifySchema,
} from '../schemas/tenants';
import { policy, type EndpointGroup } from './endpoint';

/** The tenants calls' wire schemas, by their component names. */
export const tenantsSchemas = {
  Tenant: tenantSchema,
  TenantList: tenantListResponseSchema,
  TenantDetail: tenantDetailResponseSchema,
  TenantAddBody: tenantAddSchema,
  TenantEditBody: tenantEditSchema,
  TenantListQuery: tenantListQuerySchema,
  TenantVerifyBody: tenantVerifySchema,
  TenantSaved: tenantSavedResponseSchema,
};

/** A property's tenants, registered by unit owners and verified by staff (the 'Tenants' access area). */
export const tenants = {
  list: {
    operationId: 'listTenants',
    method: 'GET',
    path: '/api/tenants',
    tag: 'tenants',
    summary: 'Lists tenants',
    access: policy('Tenants', 'View'),
    query: 'TenantListQuery',
    reply: 'TenantList',
    failures: [400, 401],
  },
  detail: {
    operationId: 'getTenant',
    method: 'GET',
    path: '/api/tenants/detail/:id',
    tag: 'tenants',
    summary: 'One tenant',
    access: policy('Tenants', 'View'),
    params: 'IdParams',
    reply: 'TenantDetail',
    failures: [400, 401, 404],
  },
  add: {
    operationId: 'addTenant',
    method: 'POST',
    path: '/api/tenants/add',
    tag: 'tenants',
    summary: 'Adds a tenant',
    access: policy('Tenants', 'Create'),
    body: 'TenantAddBody',
    reply: 'TenantSaved',
    failures: [400, 401, 404],
  },
  edit: {
    operationId: 'editTenant',
    method: 'POST',
    path: '/api/tenants/edit',
    tag: 'tenants',
    summary: 'Changes a tenant',
    access: policy('Tenants', 'Update'),
    body: 'TenantEditBody',
    reply: 'TenantSaved',
    failures: [400, 401, 404],
  },
  verify: {
    operationId: 'verifyTenant',
    method: 'POST',
    path: '/api/tenants/verify',
    tag: 'tenants',
    summary: 'Verifies a tenant and opens their account',
    access: policy('Tenants', 'Update'),
    body: 'TenantVerifyBody',
    reply: 'TenantSaved',
    failures: [400, 401, 404],
  },
  remove: {
    operationId: 'deleteTenant',
    method: 'DELETE',
    path: '/api/tenants/:id',
    tag: 'tenants',
    summary: 'Deletes a tenant',
    access: policy('Tenants', 'Delete'),
    params: 'IdParams',
    reply: 'Message',
    failures: [400, 401, 404],
  },
} as const satisfies EndpointGroup;
