import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  hasPermission,
  isSuper,
  requireService,
  requireUser,
  scopeToProperty,
  type Actor,
} from '../auth/access';
import { writeAudit } from '../audit';
import { localDate, wireDateTime } from '../clock';
import type { Executor } from '../db/database';
import { units, users, visitors } from '../db/schema';
import { badRequest, HttpError, notFound, refused } from '../http/errors';
import { REFUSAL_MESSAGES, VISITOR_MESSAGES } from '../http/messages';
import { failures, visitorBody } from '../http/responses';
import type { RouteDeps } from './deps';

/** A QR code in a path: trimmed, 1 to 64 letters, digits, - or _. */
export const qrcodeParams = z.object({
  qrcode: z
    .string()
    .trim()
    .min(1, { error: VISITOR_MESSAGES.qrcodeRequired })
    .max(64, { error: VISITOR_MESSAGES.qrcodeTooLong })
    .regex(/^[A-Za-z0-9_-]+$/, { error: VISITOR_MESSAGES.qrcodeCharacters }),
});

type VisitorRow = typeof visitors.$inferSelect;

/** A visitor's derived state: Checked Out, Checked In, Expired (past its last day), or Upcoming. */
export function visitorStatus(visitor: VisitorRow, today: string) {
  if (visitor.checkedOutAt) return 'Checked Out' as const;
  if (visitor.checkedInAt) return 'Checked In' as const;
  if ((visitor.endDate ?? visitor.startDate) < today) return 'Expired' as const;
  return 'Upcoming' as const;
}

const host = alias(users, 'host');
const creator = alias(users, 'creator');

/** Visitors with their unit, host (the unit's first owner) and creator. */
export function visitorsWithUnits(db: Executor) {
  return db
    .select({
      visitor: visitors,
      unit: units,
      host: { name: host.name, img: host.img },
      creator: { name: creator.name },
    })
    .from(visitors)
    .innerJoin(units, eq(units.id, visitors.unitId))
    .leftJoin(host, eq(host.id, units.userId))
    .leftJoin(creator, eq(creator.id, visitors.createdBy));
}

/** A visitor with its unit, host and creator, by QR code. */
export async function findVisitor(db: Executor, qrcode: string) {
  const [row] = await visitorsWithUnits(db)
    .where(eq(visitors.qrcode, qrcode.toUpperCase()))
    .limit(1);
  return row ?? null;
}

/** The wire visitor (spec 000 §3 / 001 §3). */
export function visitorWire(
  row: NonNullable<Awaited<ReturnType<typeof findVisitor>>>,
  today: string,
) {
  const { visitor, unit } = row;
  return {
    id: visitor.id,
    qrcode: visitor.qrcode,
    name: visitor.name,
    contact: visitor.contact,
    vehicle_no: visitor.vehicleNo,
    type: visitor.type,
    start_date: visitor.startDate,
    end_date: visitor.endDate,
    status: visitorStatus(visitor, today),
    unit: {
      id: unit.id,
      unit_no: unit.unitNo,
      user: row.host?.name ? { name: row.host.name, img: row.host.img } : null,
    },
    createdBy: row.creator?.name ? { name: row.creator.name } : null,
    checked_in_at: wireDateTime(visitor.checkedInAt),
    checked_out_at: wireDateTime(visitor.checkedOutAt),
  };
}

/** Guards (flag or Visitors.Update policy), admins and super users check visitors in. */
function mayCheckIn(actor: Actor): boolean {
  return isSuper(actor) || actor.user.isGuard || hasPermission(actor, 'Visitors', 'Update');
}

const publicPassBody = z.object({
  qrcode: z.string(),
  host: z.string().describe("The host's name: the page's heading is \"{host}'s Visitor\""),
  name: z.string(),
  contact: z.string(),
  vehicle_no: z.string(),
  type: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  status: z.enum(['Upcoming', 'Checked In', 'Checked Out', 'Expired']),
  checked_in_at: z.string().nullable(),
  checked_out_at: z.string().nullable(),
});

/** Spec 000 §7 visitor check-in, and the public visitor pass (our design). */
export async function visitorRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/visitors/check-in/:qrcode',
    {
      schema: {
        tags: ['visitors'],
        summary: 'Checks a visitor in by QR code',
        description: [
          "For guards (guard flag or Update on Visitors) and admins of the visitor's property, and",
          'super users; others 400. The property must have the Visitors service (else 400 with the',
          "spec's message; the session stays). Another property's visitor answers 404, like an unknown code. A pass",
          'checks in once, on a day from its start_date to its end_date (or start_date alone),',
          'Malaysian time; otherwise 400 says why. Writes an audit entry (Visitors check-in).',
        ].join(' '),
        security: [{ bearer: [] }],
        params: qrcodeParams,
        response: {
          200: z.object({ visitor: visitorBody }),
          ...failures(400, 401, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      if (!mayCheckIn(actor)) throw refused(REFUSAL_MESSAGES.checkIn);
      requireService(actor, 'Visitors');
      const now = deps.now();
      const today = localDate(now);
      const found = await findVisitor(orm, request.params.qrcode);
      if (!found) throw notFound(VISITOR_MESSAGES.notFound);
      scopeToProperty(actor, found.visitor.propertyId, VISITOR_MESSAGES.notFound);
      const { visitor } = found;
      if (visitor.checkedInAt) throw badRequest(VISITOR_MESSAGES.alreadyIn);
      if (visitor.startDate > today) throw badRequest(VISITOR_MESSAGES.notYet(visitor.startDate));
      if ((visitor.endDate ?? visitor.startDate) < today)
        throw badRequest(VISITOR_MESSAGES.expired);
      const updated = await orm.transaction(async (tx) => {
        const rows = await tx
          .update(visitors)
          .set({ checkedInAt: now, checkedInBy: actor.user.id })
          .where(and(eq(visitors.id, visitor.id), isNull(visitors.checkedInAt)))
          .returning({ id: visitors.id });
        // Someone else checked the pass in between our read and this write.
        if (rows.length === 0) throw badRequest(VISITOR_MESSAGES.alreadyIn);
        await writeAudit(tx, actor, {
          module: 'Visitors',
          action: `check-in ${visitor.name}`,
          propertyId: visitor.propertyId,
        });
        return findVisitor(tx, visitor.qrcode);
      });
      return { visitor: visitorWire(updated!, today) };
    },
  );

  api.get(
    '/api/public/visitors/:qrcode',
    {
      schema: {
        tags: ['visitors'],
        summary: 'The public visitor pass (page /visitors/{qrcode}); no sign-in',
        description: [
          'Our design (spec 000 §2 shows the page, not its call). Answers only what the pass page',
          "shows: the host's name, the visitor's name, contact and vehicle number, the validity",
          'dates, check-in and check-out times, and the QR code. QR codes are 12 random characters',
          '(about 60 bits), so passes cannot be guessed; the general rate limit applies. An unknown',
          'code answers 404 with a clear message.',
        ].join(' '),
        params: qrcodeParams,
        response: { 200: publicPassBody, ...failures(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const found = await findVisitor(orm, request.params.qrcode);
      if (!found) throw new HttpError(404, VISITOR_MESSAGES.passNotFound);
      const wire = visitorWire(found, localDate(deps.now()));
      return {
        qrcode: wire.qrcode,
        host: found.host?.name ?? wire.unit.unit_no,
        name: wire.name,
        contact: wire.contact,
        vehicle_no: wire.vehicle_no,
        type: wire.type,
        start_date: wire.start_date,
        end_date: wire.end_date,
        status: wire.status,
        checked_in_at: wire.checked_in_at,
        checked_out_at: wire.checked_out_at,
      };
    },
  );
}
