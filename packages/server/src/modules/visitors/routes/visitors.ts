import { contract } from '@strata/domain';
import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isOwnerActor, requireUser, residesIn, scopeToProperty } from '../../../auth/access';
import { localDate } from '../../../clock';
import { visitors } from '../tables';
import { units } from '../../units/tables';
import type { RouteDeps } from '../../../http/deps';
import { notFound } from '../../../http/errors';
import { VISITOR_MESSAGES } from '../../../http/messages';
import { matching, pagedSearch } from '../../../shared/list';
import {
  findVisitor,
  requireVisitors,
  visitorScope,
  visitorsWithUnits,
  visitorWire,
} from '../records';
import { route } from '../../../http/route';

/** Spec 001 §7: the visitors list, a visitor, and the earlier-visitor autocomplete. */
export async function visitorRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.visitors.list,
    {
      description: [
        "Needs the Visitors service (400 with the spec's message) and View on Visitors. Owners",
        "see their own units' visitors; staff their property's (property_id of another answers",
        '404); super users all, or the property given. tab upcoming: not checked out and valid',
        'today or later (earliest first); past: checked out or expired (latest first). search',
        'matches name, contact, vehicle number, QR code and unit number; 20 a page, page from 0.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      requireVisitors(actor, 'View');
      const query = request.query;
      const today = localDate(deps.now());
      if (query.property_id !== undefined) scopeToProperty(actor, query.property_id, 'Property');
      const lastDay = sql`coalesce(${visitors.endDate}, ${visitors.startDate})`;
      const upcoming = query.tab === 'upcoming';
      const day = sql.placeholder('today');
      const scope = visitorScope(actor);
      const conditions: (SQL | undefined)[] = [
        scope.where,
        query.property_id === undefined
          ? undefined
          : eq(visitors.propertyId, sql.placeholder('property')),
        query.unit_id === undefined ? undefined : eq(visitors.unitId, sql.placeholder('unit')),
        upcoming
          ? and(isNull(visitors.checkedOutAt), sql`${lastDay} >= ${day}::date`)
          : or(isNotNull(visitors.checkedOutAt), sql`${lastDay} < ${day}::date`),
      ];
      return pagedSearch(
        orm,
        (total) => visitorsWithUnits(orm, { total }).$dynamic(),
        {
          page: query.page,
          search: query.search,
          filters: conditions,
          searchIn: [
            visitors.name,
            visitors.contact,
            visitors.vehicleNo,
            visitors.qrcode,
            units.unitNo,
          ],
          orderBy: upcoming
            ? [asc(visitors.startDate), asc(visitors.id)]
            : [desc(visitors.startDate), desc(visitors.id)],
          prepared: {
            name: [
              'visitors_list_',
              scope.shape,
              query.property_id === undefined ? '' : '_property',
              query.unit_id === undefined ? '' : '_unit',
              upcoming ? '_upcoming' : '_past',
            ].join(''),
            values: {
              ...scope.values,
              property: query.property_id,
              unit: query.unit_id,
              today,
            },
          },
        },
        (rows) => rows.map((row) => visitorWire(row, today)),
      );
    },
  );
  route(
    app,
    contract.visitors.detail,
    {
      description:
        "Needs the Visitors service and View on Visitors. Owners read their own units' visitors; staff their property's; anything else answers 404. unit_id, when sent, must be the visitor's unit (else 404).",
    },
    async (request) => {
      const actor = requireUser(request);
      requireVisitors(actor, 'View');
      const found = await findVisitor(orm, request.params.qrcode);
      if (!found) throw notFound(VISITOR_MESSAGES.notFound);
      if (isOwnerActor(actor)) {
        if (!residesIn(actor, found.unit)) throw notFound(VISITOR_MESSAGES.notFound);
      } else {
        scopeToProperty(actor, found.visitor.propertyId, VISITOR_MESSAGES.notFound);
      }
      if (request.query.unit_id !== undefined && request.query.unit_id !== found.unit.id) {
        throw notFound(VISITOR_MESSAGES.notFound);
      }
      return { data: visitorWire(found, localDate(deps.now())) };
    },
  );
  route(
    app,
    contract.visitors.autocomplete,
    {
      description:
        "Needs the Visitors service and Create on Visitors. From the visitors the caller may see (owners: their units'), distinct by name, contact and vehicle, the 10 most recent.",
    },
    async (request) => {
      const actor = requireUser(request);
      requireVisitors(actor, 'Create');
      const scope = visitorScope(actor);
      // Built for each search (its pattern is in the text); `prepare('')` fills the scope's
      // placeholders and runs it unnamed.
      const rows = await orm
        .select({
          id: sql<number>`max(${visitors.id})`,
          name: visitors.name,
          contact: visitors.contact,
          vehicle_no: visitors.vehicleNo,
        })
        .from(visitors)
        .where(and(scope.where, matching(request.query.search, [visitors.name])))
        .groupBy(visitors.name, visitors.contact, visitors.vehicleNo)
        .orderBy(sql`max(${visitors.id}) desc`)
        .limit(10)
        .prepare('')
        .execute(scope.values);
      return { data: rows.map((row) => ({ ...row, id: Number(row.id) })) };
    },
  );
}
