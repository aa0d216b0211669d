import { contract } from '@strata/domain';
import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../../audit';
import { isSuper, propertyScope, requirePermission, requireUser } from '../../../auth/access';
import { defaultPolicyRows, SYSTEM_ROLES } from '../../../auth/policies';
import { properties } from '../tables';
import { rolePolicies, roles, settings } from '../../settings/tables';
import type { RouteDeps } from '../../../http/deps';
import { refused } from '../../../http/errors';
import { REFUSAL_MESSAGES } from '../../../http/messages';
import { route } from '../../../http/route';
import { pagedSearch } from '../../../shared/list';
import { propertiesWithUnitTotals, propertyDetail, propertyValues } from '../records';

/** Spec 001 §7: the properties list, a property, and adding one. */
export async function propertyRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.properties.list,
    {
      description: [
        'Needs View on Properties. Super users see every property; staff only their own (the',
        'app shows an admin their property directly). search matches name, city and state;',
        'newest first, 20 a page, page from 0.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      requirePermission(actor, 'Properties', 'View');
      const scope = propertyScope(actor);
      return pagedSearch(
        orm,
        (total) =>
          orm
            .select({ ...getTableColumns(properties), total })
            .from(properties)
            .$dynamic(),
        {
          page: request.query.page,
          search: request.query.search,
          filters: [scope === null ? undefined : eq(properties.id, scope)],
          searchIn: [properties.name, properties.city, properties.state],
          orderBy: [desc(properties.createdAt), desc(properties.id)],
        },
        (rows) => propertiesWithUnitTotals(orm, rows),
      );
    },
  );
  route(
    app,
    contract.properties.detail,
    {
      description:
        'Needs View on Properties; staff read their own property only (another answers 404). Answers { data } with total_unit, services (enabled) and all_services. editMode changes nothing on the server.',
    },
    async (request) => {
      const actor = requireUser(request);
      requirePermission(actor, 'Properties', 'View');
      return { data: await propertyDetail(orm, actor, request.params.id) };
    },
  );
  route(
    app,
    contract.properties.add,
    {
      description: [
        'Needs Create on Properties (super users only by default). The new property gets the',
        'system roles with their default policies, default settings and no services (a super',
        'user enables them). Writes an audit entry.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      requirePermission(actor, 'Properties', 'Create');
      if (!isSuper(actor)) throw refused(REFUSAL_MESSAGES.addProperty);
      const id = await orm.transaction(async (tx) => {
        const [row] = await tx
          .insert(properties)
          .values({ ...propertyValues(request.body), active: request.body.active })
          .returning();
        const propertyId = row!.id;
        for (const name of SYSTEM_ROLES) {
          const [role] = await tx
            .insert(roles)
            .values({ propertyId, name, system: true })
            .returning({ id: roles.id });
          await tx.insert(rolePolicies).values(
            defaultPolicyRows(name).map((policy) => ({
              roleId: role!.id,
              area: policy.area,
              permission: policy.permission,
              active: policy.active,
              position: policy.position,
            })),
          );
        }
        await tx.insert(settings).values({ propertyId });
        await writeAudit(tx, actor, {
          module: 'Properties',
          action: `add-property ${row!.name}`,
          propertyId,
        });
        return propertyId;
      });
      return propertyDetail(orm, actor, id);
    },
  );
}
