import { contract } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../../auth/access';
import type { RouteDeps } from '../../../http/deps';
import { TENANT_MESSAGES } from '../../../http/messages';
import { route } from '../../../http/route';
import { localDate } from '../../../clock';
import {
  addTenant,
  editTenant,
  findTenant,
  listTenants,
  removeTenant,
  requireTenants,
  tenantWire,
} from '../records';

/*
 * A unit's tenants (spec 002 §1). Every call needs the property's Tenants service (400 otherwise).
 * A record of another property answers 404 before the permission is checked; a missing
 * permission on the own property answers 400 (spec 000 §8: the session stays).
 */
export async function tenantRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.tenants.list,
    {
      description: [
        "Needs View on Tenants. Owners see their units' tenants, staff their property's, super",
        "users every property's. status (pending, verified, ended) and unit_id filter; search",
        'matches the name, IC, e-mail, phone and unit number; newest first, 20 a page.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      requireTenants(actor, 'View');
      return listTenants(orm, actor, request.query, deps.now());
    },
  );
  route(
    app,
    contract.tenants.detail,
    {
      description:
        "Needs View on Tenants; another property's tenant, or another owner's unit's, answers 404.",
    },
    async (request) => {
      const actor = requireUser(request);
      const row = await findTenant(orm, actor, request.params.id);
      requireTenants(actor, 'View');
      return { data: tenantWire(row, localDate(deps.now())) };
    },
  );
  route(
    app,
    contract.tenants.add,
    {
      description: [
        'Needs Create on Tenants. Owners register a tenant for one of their own units (another',
        "of the property answers 400); staff for a unit of their property. The tenancy's end is",
        'after its start. Answers the pending tenant and a confirmation. Writes an audit entry.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      requireTenants(actor, 'Create');
      const { unit_id: unitId, ...fields } = request.body;
      const data = await addTenant(orm, actor, unitId, fields, deps.now());
      return { data, message: TENANT_MESSAGES.added };
    },
  );
  route(
    app,
    contract.tenants.edit,
    {
      description: [
        'Needs Update on Tenants, on a tenant the actor may see (another answers 404); a verified',
        'tenant cannot be changed (400). Answers the tenant and a confirmation. Writes an audit entry.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const { id, ...fields } = request.body;
      await findTenant(orm, actor, id);
      requireTenants(actor, 'Update');
      const data = await editTenant(orm, actor, id, fields, deps.now());
      return { data, message: TENANT_MESSAGES.updated };
    },
  );
  route(
    app,
    contract.tenants.remove,
    {
      description: [
        'Needs Delete on Tenants, on a tenant the actor may see (another answers 404), verified',
        "or not; a verified tenant's account is deactivated (their sessions end). Writes an audit",
        'entry.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      await findTenant(orm, actor, request.params.id);
      requireTenants(actor, 'Delete');
      await removeTenant(orm, deps.actors, actor, request.params.id, deps.now());
      return { message: TENANT_MESSAGES.removed };
    },
  );
}
