import { contract, ROLES } from '@strata/domain';
import { and, asc, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  hasPermission,
  propertyScope,
  requirePermission,
  requireUser,
  scopeToProperty,
} from '../../../auth/access';
import { users } from '../tables';
import { units } from '../../units/tables';
import type { RouteDeps } from '../../../http/deps';
import { notFound, refused } from '../../../http/errors';
import { REFUSAL_MESSAGES } from '../../../http/messages';
import { route } from '../../../http/route';
import { matching, pagedSearch } from '../../../shared/list';
import {
  authorizeUser,
  findUser,
  moduleOf,
  typeOf,
  userListQuery,
  userListWire,
  usersWithUnits,
} from '../records';

/** Spec 001 §7: the owners and admins lists, a user, and the assign-owner autocomplete. */
export async function userRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.users.list,
    {
      description: [
        'Needs View on Owners or Admins (by type). Staff see their own property (property_id of',
        'another answers 404); super users every property, or the one given. Admins are the',
        'staff of a property (every role but Owner; super users are not listed). unit_id lists',
        "a unit's owners. search matches name, username, email and phone. 20 a page, page from",
        "0, newest first. policies are the caller's permissions on the type's module.",
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const query = request.query;
      const module = moduleOf(query.type);
      requirePermission(actor, module, 'View');
      const property =
        query.property_id === undefined
          ? propertyScope(actor)
          : (scopeToProperty(actor, query.property_id, 'Property'), query.property_id);
      const conditions: (SQL | undefined)[] = [
        // Tenants are listed with their unit's tenancy (modules/tenants), not as admins.
        query.type === 'owners'
          ? eq(users.role, ROLES.owner)
          : notInArray(users.role, [ROLES.owner, ROLES.tenant]),
        eq(users.isSuperUser, false),
        property === null ? undefined : eq(users.propertyId, sql.placeholder('property')),
      ];
      if (query.unit_id !== undefined) {
        conditions.push(
          sql`${users.id} in (select unnest(array[${units.userId}, ${units.userId2}, ${units.userId3}]) from ${units} where ${units.id} = ${sql.placeholder('unit')})`,
        );
      }
      const page = await pagedSearch(
        orm,
        (total) => userListQuery(orm, total),
        {
          page: query.page,
          search: query.search,
          filters: conditions,
          searchIn: [users.name, users.username, users.email, users.contact],
          orderBy: [desc(users.createdAt), desc(users.id)],
          prepared: {
            name: [
              'users_list_',
              query.type,
              property === null ? '' : '_property',
              query.unit_id === undefined ? '' : '_unit',
            ].join(''),
            values: { property, unit: query.unit_id },
          },
        },
        (rows) => rows.map(userListWire),
      );
      return { ...page, policies: actor.policies.filter((policy) => policy.resource === module) };
    },
  );
  route(
    app,
    contract.users.detail,
    {
      description: [
        "Anyone may read their own profile (My Profile). Others need View on the type's module",
        "and a user of their own property; another property's user, or one of the other type,",
        'answers 404. Answers { data: user } with the first unit and the registered device.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const target = await findUser(orm, request.params.id);
      authorizeUser(actor, target, 'View');
      if (target.id !== actor.user.id && typeOf(target) !== request.query.type) {
        throw notFound('User');
      }
      const [data] = await usersWithUnits(orm, [target]);
      return { data: data! };
    },
  );
  route(
    app,
    contract.users.autocomplete,
    {
      description: [
        "Needs View on Owners or Update on Units. Owners of the caller's property (all for super",
        'users), at most 10, by name.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      if (!hasPermission(actor, 'Owners', 'View') && !hasPermission(actor, 'Units', 'Update')) {
        throw refused(REFUSAL_MESSAGES.permission('Owners', 'View'));
      }
      const property = propertyScope(actor);
      const data = await orm
        .select({
          id: users.id,
          name: users.name,
          username: users.username,
          email: users.email,
          img: users.img,
        })
        .from(users)
        .where(
          and(
            eq(users.role, ROLES.owner),
            property === null ? undefined : eq(users.propertyId, property),
            matching(request.query.search, [users.name, users.username, users.email]),
          ),
        )
        .orderBy(asc(users.name))
        .limit(10);
      return { data };
    },
  );
}
