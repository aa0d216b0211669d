import { randomInt } from 'node:crypto';
import {
  autocompleteQuerySchema,
  visitorAddSchema,
  visitorDetailQuerySchema,
  visitorListQuerySchema,
} from '@strata/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  hasPermission,
  isOwnerActor,
  isSuper,
  ownedBy,
  ownsUnit,
  propertyScope,
  requirePermission,
  requireService,
  requireUser,
  scopeToProperty,
  type Actor,
} from '../auth/access';
import { writeAudit } from '../audit';
import { localDate } from '../clock';
import type { Executor } from '../db/database';
import { units, visitors } from '../db/schema';
import { badRequest, notFound, refused } from '../http/errors';
import { REFUSAL_MESSAGES, VISITOR_MESSAGES } from '../http/messages';
import { failures, visitorBody } from '../http/responses';
import type { RouteDeps } from './deps';
import { listBody } from './paging';
import { matching, pagedSearch } from '../records/list';
import { findVisitor, qrcodeParams, visitorsWithUnits, visitorWire } from './visitors';

/** QR codes: 12 characters of A-Z and 0-9 (about 62 bits), upper case as lookups expect. */
const QR_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A new random QR code (crypto random, URL-safe). */
export function newQrcode(): string {
  return Array.from({ length: 12 }, () => QR_ALPHABET[randomInt(QR_ALPHABET.length)]).join('');
}

/** Limits visitors to what the actor may see: own units (owners), property (staff) or all. */
function visitorScope(actor: Actor): SQL | undefined {
  if (isOwnerActor(actor)) {
    return inArray(
      visitors.unitId,
      sql`(select ${units.id} from ${units} where ${ownedBy(actor.user.id)})`,
    );
  }
  const property = propertyScope(actor);
  return property === null ? undefined : eq(visitors.propertyId, property);
}

/** The Visitors service and the View permission, as every visitor call needs them. */
function requireVisitors(actor: Actor, permission: string) {
  requireService(actor, 'Visitors');
  requirePermission(actor, 'Visitors', permission);
}

/** Spec 001 §7: the visitor list, detail, registration, autocomplete and check-out. */
export async function visitorRecordRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  api.get(
    '/api/visitors',
    {
      schema: {
        tags: ['visitors'],
        summary: 'Lists visitors by tab',
        description: [
          "Needs the Visitors service (400 with the spec's message) and View on Visitors. Owners",
          "see their own units' visitors; staff their property's (property_id of another answers",
          '404); super users all, or the property given. tab upcoming: not checked out and valid',
          'today or later (earliest first); past: checked out or expired (latest first). search',
          'matches name, contact, vehicle number, QR code and unit number; 20 a page, page from 0.',
        ].join(' '),
        security,
        querystring: visitorListQuerySchema,
        response: { 200: listBody(visitorBody), ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      requireVisitors(actor, 'View');
      const query = request.query;
      const today = localDate(deps.now());
      if (query.property_id !== undefined) scopeToProperty(actor, query.property_id, 'Property');
      const lastDay = sql`coalesce(${visitors.endDate}, ${visitors.startDate})`;
      const upcoming = query.tab === 'upcoming';
      const conditions: (SQL | undefined)[] = [
        visitorScope(actor),
        query.property_id === undefined ? undefined : eq(visitors.propertyId, query.property_id),
        query.unit_id === undefined ? undefined : eq(visitors.unitId, query.unit_id),
        upcoming
          ? and(isNull(visitors.checkedOutAt), sql`${lastDay} >= ${today}`)
          : or(isNotNull(visitors.checkedOutAt), sql`${lastDay} < ${today}`),
      ];
      return pagedSearch(
        orm,
        visitorsWithUnits(orm).$dynamic(),
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
        },
        (rows) => rows.map((row) => visitorWire(row, today)),
      );
    },
  );

  api.get(
    '/api/visitors/detail/:qrcode',
    {
      schema: {
        tags: ['visitors'],
        summary: 'One visitor by QR code',
        description:
          "Needs the Visitors service and View on Visitors. Owners read their own units' visitors; staff their property's; anything else answers 404. unit_id, when sent, must be the visitor's unit (else 404).",
        security,
        params: qrcodeParams,
        querystring: visitorDetailQuerySchema,
        response: { 200: z.object({ data: visitorBody }), ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      requireVisitors(actor, 'View');
      const found = await findVisitor(orm, request.params.qrcode);
      if (!found) throw notFound(VISITOR_MESSAGES.notFound);
      if (isOwnerActor(actor)) {
        if (!ownsUnit(actor.user.id, found.unit)) throw notFound(VISITOR_MESSAGES.notFound);
      } else {
        scopeToProperty(actor, found.visitor.propertyId, VISITOR_MESSAGES.notFound);
      }
      if (request.query.unit_id !== undefined && request.query.unit_id !== found.unit.id) {
        throw notFound(VISITOR_MESSAGES.notFound);
      }
      return { data: visitorWire(found, localDate(deps.now())) };
    },
  );

  api.post(
    '/api/visitors/add',
    {
      schema: {
        tags: ['visitors'],
        summary: 'Registers a visitor with a new QR pass',
        description: [
          'Needs the Visitors service and Create on Visitors. Owners register for their own unit',
          '(unit_id optional: their first unit); staff name a unit of their property (super users',
          "any). The start date cannot be before today (Malaysian time): 400 'Start date cannot be",
          "before today'. The QR code is 12 crypto-random characters of A-Z and 0-9, unique. Answers",
          'the visitor; writes an audit entry.',
        ].join(' '),
        security,
        body: visitorAddSchema,
        response: { 200: visitorBody, ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      requireVisitors(actor, 'Create');
      const body = request.body;
      const today = localDate(deps.now());
      if (body.start_date < today) throw badRequest(VISITOR_MESSAGES.startBeforeToday);
      for (const day of [body.start_date, body.end_date]) {
        if (day && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
          throw badRequest(VISITOR_MESSAGES.notADate);
        }
      }
      const unit = await unitFor(orm, actor, body.unit_id);
      if (body.property_id !== undefined && body.property_id !== unit.propertyId) {
        throw notFound('Property');
      }
      const code = await orm.transaction(async (tx) => {
        let qrcode = newQrcode();
        for (let tries = 0; tries < 5; tries += 1) {
          const [taken] = await tx
            .select({ id: visitors.id })
            .from(visitors)
            .where(eq(visitors.qrcode, qrcode));
          if (!taken) break;
          qrcode = newQrcode();
        }
        await tx.insert(visitors).values({
          propertyId: unit.propertyId,
          unitId: unit.id,
          qrcode,
          name: body.name,
          contact: body.contact,
          vehicleNo: body.vehicle_no,
          type: body.type,
          startDate: body.start_date,
          endDate: body.end_date ?? null,
          createdBy: actor.user.id,
        });
        await writeAudit(tx, actor, {
          module: 'Visitors',
          action: `add-visitor ${body.name}`,
          propertyId: unit.propertyId,
        });
        return qrcode;
      });
      return visitorWire((await findVisitor(orm, code))!, today);
    },
  );

  api.get(
    '/api/visitors/autocomplete',
    {
      schema: {
        tags: ['visitors'],
        summary: 'Earlier visitors whose name matches (to fill the add form)',
        description:
          "Needs the Visitors service and Create on Visitors. From the visitors the caller may see (owners: their units'), distinct by name, contact and vehicle, the 10 most recent.",
        security,
        querystring: autocompleteQuerySchema,
        response: {
          200: z.object({
            data: z.array(
              z.object({
                id: z.number(),
                name: z.string(),
                contact: z.string(),
                vehicle_no: z.string(),
              }),
            ),
          }),
          ...failures(400, 401),
        },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      requireVisitors(actor, 'Create');
      const rows = await orm
        .select({
          id: sql<number>`max(${visitors.id})`,
          name: visitors.name,
          contact: visitors.contact,
          vehicle_no: visitors.vehicleNo,
        })
        .from(visitors)
        .where(and(visitorScope(actor), matching(request.query.search, [visitors.name])))
        .groupBy(visitors.name, visitors.contact, visitors.vehicleNo)
        .orderBy(sql`max(${visitors.id}) desc`)
        .limit(10);
      return { data: rows.map((row) => ({ ...row, id: Number(row.id) })) };
    },
  );

  api.get(
    '/api/visitors/check-out/:qrcode',
    {
      schema: {
        tags: ['visitors'],
        summary: 'Checks a visitor out by QR code',
        description: [
          'As check-in: guards (flag or Update on Visitors), admins and super users, with the',
          "Visitors service; another property's visitor answers 404. The visitor must be checked",
          'in and not yet out (else 400). Writes an audit entry (Visitors check-out).',
        ].join(' '),
        security,
        params: qrcodeParams,
        response: { 200: z.object({ visitor: visitorBody }), ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      if (!(isSuper(actor) || actor.user.isGuard || hasPermission(actor, 'Visitors', 'Update'))) {
        throw refused(REFUSAL_MESSAGES.checkOut);
      }
      requireService(actor, 'Visitors');
      const now = deps.now();
      const found = await findVisitor(orm, request.params.qrcode);
      if (!found) throw notFound(VISITOR_MESSAGES.notFound);
      scopeToProperty(actor, found.visitor.propertyId, VISITOR_MESSAGES.notFound);
      const { visitor } = found;
      if (!visitor.checkedInAt) throw badRequest(VISITOR_MESSAGES.notCheckedIn);
      if (visitor.checkedOutAt) throw badRequest(VISITOR_MESSAGES.alreadyOut);
      const updated = await orm.transaction(async (tx) => {
        const rows = await tx
          .update(visitors)
          .set({ checkedOutAt: now, checkedOutBy: actor.user.id })
          .where(and(eq(visitors.id, visitor.id), isNull(visitors.checkedOutAt)))
          .returning({ id: visitors.id });
        if (rows.length === 0) throw badRequest(VISITOR_MESSAGES.alreadyOut);
        await writeAudit(tx, actor, {
          module: 'Visitors',
          action: `check-out ${visitor.name}`,
          propertyId: visitor.propertyId,
        });
        return findVisitor(tx, visitor.qrcode);
      });
      return { visitor: visitorWire(updated!, localDate(now)) };
    },
  );
}

/** The unit a visitor is registered for: the owner's own (first by default), or one in scope. */
async function unitFor(db: Executor, actor: Actor, unitId: number | undefined) {
  if (isOwnerActor(actor)) {
    const [unit] = await db
      .select()
      .from(units)
      .where(and(ownedBy(actor.user.id), unitId === undefined ? undefined : eq(units.id, unitId)))
      .orderBy(asc(units.id))
      .limit(1);
    if (!unit) throw notFound('Unit');
    return unit;
  }
  if (unitId === undefined) throw badRequest(VISITOR_MESSAGES.unitRequired);
  const [unit] = await db.select().from(units).where(eq(units.id, unitId));
  if (!unit) throw notFound('Unit');
  scopeToProperty(actor, unit.propertyId, 'Unit');
  return unit;
}
