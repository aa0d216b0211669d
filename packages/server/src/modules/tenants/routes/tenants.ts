import { contract } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import { requirePermission, requireUser } from '../../../auth/access';
import type { RouteDeps } from '../../../http/deps';
import { TENANT_MESSAGES } from '../../../http/messages';
import { route } from '../../../http/route';
import { targetProperty } from '../../../shared/target-property';
import {
  addTenant,
  editTenant,
  findTenant,
  listTenants,
  removeTenant,
  tenantWire,
} from '../records';

/*
 * A property's tenants. A record of another property answers 404 before the permission is
 * checked; a missing permission on the own property answers 400 (spec 000 §8: the session stays).
 */
export async function tenantRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.tenants.list,
    {
      description: [
        "Needs View on Tenants. Staff see their own property's; super users every property's.",
        'search matches the name; newest first, 20 a page, page from 0.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      requirePermission(actor, 'Tenants', 'View');
      return listTenants(orm, actor, request.query);
    },
  );
  route(
    app,
    contract.tenants.detail,
    {
      description:
        "Needs View on Tenants; another property's tenant (or none) answers 404. Answers { data }.",
    },
    async (request) => {
      const actor = requireUser(request);
      const row = await findTenant(orm, actor, request.params.id);
      requirePermission(actor, 'Tenants', 'View');
      return { data: tenantWire(row) };
    },
  );
  route(
    app,
    contract.tenants.add,
    {
      description: [
        'Needs Create on Tenants. Staff add to their own property (another property_id answers',
        '404); a super user names the property. Answers the tenant and a confirmation.',
        'Writes an audit entry.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const { property_id: sent, ...fields } = request.body;
      const propertyId = targetProperty(actor, sent);
      requirePermission(actor, 'Tenants', 'Create');
      const data = await addTenant(orm, actor, propertyId, fields);
      return { data, message: TENANT_MESSAGES.added };
    },
  );
  route(
    app,
    contract.tenants.edit,
    {
      description: [
        "Needs Update on Tenants, on the own property's tenant (another answers 404).",
        'Answers the tenant and a confirmation. Writes an audit entry.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const { id, ...fields } = request.body;
      await findTenant(orm, actor, id);
      requirePermission(actor, 'Tenants', 'Update');
      const data = await editTenant(orm, actor, id, fields, deps.now());
      return { data, message: TENANT_MESSAGES.updated };
    },
  );
  route(
    app,
    contract.tenants.remove,
    {
      description: [
        "Needs Delete on Tenants, on the own property's tenant (another answers 404).",
        'Writes an audit entry.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      await findTenant(orm, actor, request.params.id);
      requirePermission(actor, 'Tenants', 'Delete');
      await removeTenant(orm, actor, request.params.id);
      return { message: TENANT_MESSAGES.removed };
    },
  );
}
