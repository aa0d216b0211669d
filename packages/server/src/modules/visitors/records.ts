import { say, type visitorSchema } from '@strata/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { writeAudit } from '../../audit';
import {
  actorRows,
  hasPermission,
  isOwnerActor,
  isSuper,
  ownedBy,
  requirePermission,
  requireService,
  scopeToProperty,
  type Actor,
} from '../../auth/access';
import { localDate, wireDateTime } from '../../clock';
import type { Executor, Orm } from '../../db/database';
import type { ListColumns } from '../../shared/list';
import { preparedOnce } from '../../shared/prepared';
import { visitors } from './tables';
import { units } from '../units/tables';
import { users } from '../users/tables';
import { findUnitWithOwner, type FirstOwner } from '../units';
import { badRequest, notFound, refused } from '../../http/errors';
import { VISITOR_MESSAGES } from '../../http/messages';

/* Visitors and their QR passes (spec 000 §3, 001 §3): loading, scoping and serialising them. */

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
export function visitorsWithUnits<Extra extends ListColumns>(
  db: Executor,
  extra: Extra = {} as Extra,
) {
  return db
    .select({
      visitor: visitors,
      unit: units,
      host: { name: host.name, img: host.img },
      creator: { name: creator.name },
      ...extra,
    })
    .from(visitors)
    .innerJoin(units, eq(units.id, visitors.unitId))
    .leftJoin(host, eq(host.id, units.userId))
    .leftJoin(creator, eq(creator.id, visitors.createdBy));
}

/** A visitor with its unit, host and creator, by QR code. */
export async function findVisitor(db: Executor, qrcode: string) {
  const [row] = await preparedOnce(db, 'find_visitor', () =>
    visitorsWithUnits(db)
      .where(eq(visitors.qrcode, sql.placeholder('qrcode')))
      .limit(1)
      .prepare('find_visitor'),
  ).execute({ qrcode: qrcode.toUpperCase() });
  return row ?? null;
}

/** The wire visitor (spec 000 §3 / 001 §3). */
export function visitorWire(
  row: NonNullable<Awaited<ReturnType<typeof findVisitor>>>,
  today: string,
): z.output<typeof visitorSchema> {
  const { visitor, unit } = row;
  return {
    id: visitor.id,
    qrcode: visitor.qrcode,
    name: visitor.name,
    contact: visitor.contact,
    vehicle_no: visitor.vehicleNo,
    type: visitor.type as z.output<typeof visitorSchema>['type'],
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
export function mayCheckIn(actor: Actor): boolean {
  return isSuper(actor) || actor.user.isGuard || hasPermission(actor, 'Visitors', 'Update');
}

/** QR codes: 12 characters of A-Z and 0-9 (about 62 bits), upper case as lookups expect. */
const QR_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A new random QR code (crypto random, URL-safe). */
export function newQrcode(): string {
  return Array.from({ length: 12 }, () => QR_ALPHABET[randomInt(QR_ALPHABET.length)]).join('');
}

/**
 * Limits visitors to what the actor may see: own units (owners), property (staff) or all, as
 * `actorRows` says, comparing with the placeholders its `values` fill.
 */
export function visitorScope(actor: Actor) {
  const rows = actorRows(actor);
  return { ...rows, where: rows.where(visitors.unitId, visitors.propertyId) };
}

/** The Visitors service and the View permission, as every visitor call needs them. */
export function requireVisitors(actor: Actor, permission: string) {
  requireService(actor, 'Visitors');
  requirePermission(actor, 'Visitors', permission);
}

/**
 * The unit a visitor is registered for, with its first owner (the visitor's host): an owner's
 * own unit (`unitId`, or their first), or for staff a unit of their property (required).
 */
export async function unitWithHostFor(
  db: Executor,
  actor: Actor,
  unitId: number | undefined,
): Promise<{ unit: typeof units.$inferSelect; host: FirstOwner | null }> {
  if (isOwnerActor(actor)) {
    const [row] = await db
      .select({ unit: units, host: { id: host.id, name: host.name, img: host.img } })
      .from(units)
      .leftJoin(host, eq(host.id, units.userId))
      .where(and(ownedBy(actor.user.id), unitId === undefined ? undefined : eq(units.id, unitId)))
      .orderBy(asc(units.id))
      .limit(1);
    if (!row) throw notFound('Unit');
    return row;
  }
  if (unitId === undefined) throw badRequest(VISITOR_MESSAGES.unitRequired);
  const { unit, owner } = await findUnitWithOwner(db, unitId);
  scopeToProperty(actor, unit.propertyId, 'Unit');
  return { unit, host: owner };
}

/** The unit a visitor or tenant is registered for (`unitWithHostFor` without the host). */
export async function unitFor(db: Executor, actor: Actor, unitId: number | undefined) {
  return (await unitWithHostFor(db, actor, unitId)).unit;
}

/**
 * The visitor of `qrcode` as the gate sees it: guards (flag or Update on Visitors), admins and
 * super users only (400 `refusal` otherwise: the session stays), with the Visitors service (400
 * with the spec's message); an unknown code, or another property's visitor, answers 404.
 */
export async function visitorAtGate(db: Executor, actor: Actor, qrcode: string, refusal: string) {
  if (!mayCheckIn(actor)) throw refused(refusal);
  requireService(actor, 'Visitors');
  const found = await findVisitor(db, qrcode);
  if (!found) throw notFound(VISITOR_MESSAGES.notFound);
  scopeToProperty(actor, found.visitor.propertyId, VISITOR_MESSAGES.notFound);
  return found.visitor;
}

const STAMPS = {
  in: {
    at: visitors.checkedInAt,
    set: (now: Date, by: number) => ({ checkedInAt: now, checkedInBy: by }),
    message: 'visitor.alreadyIn',
  },
  out: {
    at: visitors.checkedOutAt,
    set: (now: Date, by: number) => ({ checkedOutAt: now, checkedOutBy: by }),
    message: 'visitor.alreadyOut',
  },
} as const;

/**
 * Checks `visitor` in or out once, with its audit entry ('check-in name'), in one transaction: a
 * second stamp that raced past the caller's checks answers 400. Answers the visitor as it is then.
 */
export async function stampVisitor(
  db: Orm,
  actor: Actor,
  visitor: VisitorRow,
  stamp: keyof typeof STAMPS,
  now: Date,
) {
  const { at, set, message } = STAMPS[stamp];
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(visitors)
      .set(set(now, actor.user.id))
      .where(and(eq(visitors.id, visitor.id), isNull(at)))
      .returning({ id: visitors.id });
    // Someone else stamped the pass between the caller's read and this write.
    if (rows.length === 0) throw badRequest(say(message));
    await writeAudit(tx, actor, {
      module: 'Visitors',
      action: `check-${stamp} ${visitor.name}`,
      propertyId: visitor.propertyId,
    });
    return findVisitor(tx, visitor.qrcode);
  });
  return { visitor: visitorWire(updated!, localDate(now)) };
}
