import { contract } from '@strata/domain';
import { asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  isOwnerActor,
  isSuper,
  ownedBy,
  propertyScope,
  requirePermission,
  requireUser,
  scopeToProperty,
} from '../../../auth/access';
import { units } from '../tables';
import { properties } from '../../properties/tables';
import { users } from '../../users/tables';
import type { RouteDeps } from '../../../http/deps';
import { cachedList } from '../../../http/list-cache';
import { route } from '../../../http/route';
import { pagedSearch } from '../../../shared/list';
import { authorizeUnit, findUnit, keptUnitCount, unitWire, unitsWithOwners } from '../records';

/** The name of a unit's first owner, in the list's own statement. */
const firstOwnerName = sql<
  string | null
>`(select ${users.name} from ${users} where ${users.id} = ${units.userId})`.as('owner_name');

/** The tables the units list reads: units, their first owner's name, the property filter. */
export const UNIT_LIST_TABLES = ['units', 'users', 'properties'] as const;

/** Spec 001 §7: the units list and a unit. */
export async function unitRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;
  // The list's property filter for super users: every property. Staff get their own property,
  // which the signed-in actor already carries (auth/actor-cache: loaded by user.propertyId and
  // dropped whenever the property changes), so their list runs no second query.
  const everyProperty = orm
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .orderBy(asc(properties.name))
    .prepare('units_filter_every_property');

  route(
    app,
    contract.units.list,
    {
      description: [
        "Needs View on Units. Owners get their own units only; staff their property's",
        '(property_id of another answers 404); super users every property, or the one given.',
        'user_id lists the units of that owner (any of the three slots). search matches the unit',
        "number, block and first owner's name. Sorted by unit number, 20 a page, page from 0.",
        'properties are the properties the caller may filter by (id, name).',
      ].join(' '),
    },
    async (request, reply) => {
      const actor = requireUser(request);
      requirePermission(actor, 'Units', 'View');
      const query = request.query;
      const owner = isOwnerActor(actor);
      if (query.property_id !== undefined) scopeToProperty(actor, query.property_id, 'Property');
      const property = query.property_id ?? propertyScope(actor);
      // What the reply depends on besides the stored units: whose list (an owner's own units,
      // a super user's every property, or one property) and the query (ADR 0005: a list read
      // again unchanged comes from memory, http/list-cache.ts).
      const scope = owner ? `owner:${actor.user.id}` : isSuper(actor) ? 'super' : 'staff';
      const key = JSON.stringify([
        'units',
        scope,
        property,
        query.page,
        query.search ?? '',
        query.user_id ?? null,
      ]);
      // What the reply reads (each table has the triggers of migration 0012_data_change_scope)
      // and the property it is limited to: a write on another property leaves it in place.
      const reads = { tables: UNIT_LIST_TABLES, propertyId: property };
      return cachedList(deps.lists, request, reply, key, reads, async () => {
        // Placeholders, so each shape of filters is one prepared statement.
        const conditions: (SQL | undefined)[] = [
          property === null ? undefined : eq(units.propertyId, sql.placeholder('property')),
          owner ? ownedBy(sql.placeholder('owner')) : undefined,
          query.user_id === undefined ? undefined : ownedBy(sql.placeholder('user')),
        ];
        const shape = [
          property === null ? 'all' : 'property',
          owner ? '_owner' : '',
          query.user_id === undefined ? '' : '_user',
        ].join('');
        const page = await pagedSearch(
          orm,
          (total) =>
            orm
              .select({ ...getTableColumns(units), ownerName: firstOwnerName, total })
              .from(units)
              .$dynamic(),
          {
            page: query.page,
            search: query.search,
            filters: conditions,
            searchIn: [
              units.unitNo,
              units.block,
              // The first owner's name through the trigram index on users.name and the index on
              // units.user_id, rather than a name looked up for every unit.
              (matches) =>
                sql`${units.userId} = any(array(select ${users.id} from ${users} where ${matches(users.name)}))`,
            ],
            orderBy: [asc(units.unitNo), asc(units.id)],
            kept: owner || query.user_id !== undefined ? undefined : keptUnitCount(property),
            prepared: {
              name: `units_list_${shape}`,
              values: { property, owner: actor.user.id, user: query.user_id },
            },
          },
          (rows) =>
            rows.map((row) =>
              unitWire(
                row,
                row.userId !== null && row.ownerName !== null
                  ? { id: row.userId, name: row.ownerName }
                  : null,
              ),
            ),
        );
        const filter = owner
          ? []
          : isSuper(actor)
            ? await everyProperty.execute()
            : actor.property
              ? [{ id: actor.property.id, name: actor.property.name }]
              : [];
        return { ...page, properties: filter };
      });
    },
  );
  route(
    app,
    contract.units.detail,
    {
      description:
        "Owners read their own units; staff need View on Units within their property. Another property's unit answers 404. Answers { data: unit }.",
    },
    async (request) => {
      const actor = requireUser(request);
      const unit = await findUnit(orm, request.params.id);
      authorizeUnit(actor, unit, 'View');
      const [data] = await unitsWithOwners(orm, [unit]);
      return { data: data! };
    },
  );
}
