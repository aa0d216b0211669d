import {
  malaysianInstant,
  messageText,
  refundsFee,
  say,
  slotProblem,
  weekStart,
  type FacilityBookingStatus,
} from '@strata/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import { writeAudit } from '../../audit';
import {
  isOwnerActor,
  ownedBy,
  residesIn,
  propertyScope,
  scopeToProperty,
  type Actor,
} from '../../auth/access';
import { localDate, wireDateTime, wireMinute } from '../../clock';
import type { Executor, Orm, OrmTransaction } from '../../db/database';
import { badRequest, isUniqueViolation, notFound, refused } from '../../http/errors';
import { notify } from '../../realtime/bus';
import { pagedSearch, type ListTotal } from '../../shared/list';
import { accountStatements } from '../finance/tables';
import { leaveNotice } from '../inbox';
import { units } from '../units/tables';
import { users } from '../users/tables';
import { facilities, facilityBookings } from './tables';

/*
 * Spec 002 §1 Facilities: bookings of a facility's slots. A slot is held by one live booking
 * (Pending or Confirmed) at a time, which the database enforces (facility_bookings_live_slot), so
 * two instances racing for one slot cannot both win. A confirmed booking with a fee debits the
 * unit's account statement; cancelling it 24 hours or more before it starts credits the fee back.
 */

type FacilityRow = typeof facilities.$inferSelect;
type BookingRow = typeof facilityBookings.$inferSelect;

/** The statuses that hold a slot. */
export const LIVE: FacilityBookingStatus[] = ['Pending', 'Confirmed'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'yyyy-mm-dd HH:mm–HH:mm', how statements and notices name a booking's slot. */
export function slotText(booking: { startsAt: Date; endsAt: Date }): string {
  return `${wireMinute(booking.startsAt)}-${wireMinute(booking.endsAt).slice(11)}`;
}

/** A booking joined with what its wire form names. */
function bookingsWith<Extra extends Record<string, SQL.Aliased | ListTotal>>(
  db: Executor,
  extra: Extra,
) {
  return db
    .select({
      booking: facilityBookings,
      facility: facilities.name,
      unitNo: units.unitNo,
      unitUser: units.userId,
      unitUser2: units.userId2,
      unitUser3: units.userId3,
      bookedBy: users.name,
      ...extra,
    })
    .from(facilityBookings)
    .innerJoin(facilities, eq(facilities.id, facilityBookings.facilityId))
    .innerJoin(units, eq(units.id, facilityBookings.unitId))
    .leftJoin(users, eq(users.id, facilityBookings.userId))
    .$dynamic();
}

type JoinedBooking = {
  booking: BookingRow;
  facility: string;
  unitNo: string;
  unitUser: number | null;
  unitUser2: number | null;
  unitUser3: number | null;
  bookedBy: string | null;
};

/** Whether the actor booked it, or owns or rents its unit. */
function isOwn(actor: Actor, row: JoinedBooking): boolean {
  return (
    row.booking.userId === actor.user.id ||
    residesIn(actor, {
      id: row.booking.unitId,
      userId: row.unitUser,
      userId2: row.unitUser2,
      userId3: row.unitUser3,
    })
  );
}

/** A booking on the wire. */
function bookingWire(actor: Actor, row: JoinedBooking) {
  const { booking } = row;
  return {
    id: booking.id,
    facility_id: booking.facilityId,
    facility: row.facility,
    unit_id: booking.unitId,
    unit_no: row.unitNo,
    booked_by: row.bookedBy,
    starts_at: wireMinute(booking.startsAt),
    ends_at: wireMinute(booking.endsAt),
    status: booking.status as FacilityBookingStatus,
    fee: booking.fee,
    own: isOwn(actor, row),
    created_at: wireDateTime(booking.createdAt),
  };
}

/** One booking on the wire, read again after a change. */
async function bookingById(db: Executor, actor: Actor, id: number) {
  const [row] = await bookingsWith(db, {}).where(eq(facilityBookings.id, id));
  if (!row) throw notFound('Booking');
  return bookingWire(actor, row);
}

/** What the bookings list is asked. */
export type BookingQuery = {
  page: number;
  search?: string | undefined;
  status?: FacilityBookingStatus | undefined;
  facility_id?: number | undefined;
  date?: string | undefined;
  mine?: boolean | undefined;
};

/**
 * One page of bookings: the property's for staff, their own units' for owners (and for anyone
 * asking `mine`), filtered by status, facility and day; a day's list runs in time order, any other
 * newest slot first.
 */
export function listBookings(db: Executor, actor: Actor, query: BookingQuery) {
  const scope = propertyScope(actor);
  const mine = isOwnerActor(actor) || query.mine === true;
  const day = query.date ? malaysianInstant(query.date, '00:00') : undefined;
  return pagedSearch(
    db,
    (total) => bookingsWith(db, { total }),
    {
      page: query.page,
      search: query.search,
      filters: [
        scope === null ? undefined : eq(facilityBookings.propertyId, scope),
        mine ? or(eq(facilityBookings.userId, actor.user.id), ownedBy(actor.user.id)) : undefined,
        query.status ? eq(facilityBookings.status, query.status) : undefined,
        query.facility_id ? eq(facilityBookings.facilityId, query.facility_id) : undefined,
        day ? gte(facilityBookings.startsAt, day) : undefined,
        day ? lt(facilityBookings.startsAt, new Date(day.getTime() + DAY_MS)) : undefined,
      ],
      searchIn: [facilities.name, units.unitNo, users.name],
      orderBy: day
        ? [asc(facilityBookings.startsAt), asc(facilityBookings.id)]
        : [desc(facilityBookings.startsAt), desc(facilityBookings.id)],
    },
    (rows) => rows.map((row) => bookingWire(actor, row)),
  );
}

/** The week (Monday to Sunday, Malaysian time) holding `from`, and the slots held in it. */
export async function facilityWeek(
  db: Executor,
  actor: Actor,
  facility: FacilityRow,
  from: string,
  now: Date,
) {
  const monday = weekStart(from);
  const start = malaysianInstant(monday, '00:00');
  const rows = await bookingsWith(db, {}).where(
    and(
      eq(facilityBookings.facilityId, facility.id),
      inArray(facilityBookings.status, LIVE),
      gte(facilityBookings.startsAt, start),
      lt(facilityBookings.startsAt, new Date(start.getTime() + 7 * DAY_MS)),
    ),
  );
  return {
    from: monday,
    now: wireMinute(now),
    taken: rows
      .map((row) => ({
        starts_at: wireMinute(row.booking.startsAt),
        status: row.booking.status as FacilityBookingStatus,
        booking_id: isOwn(actor, row) ? row.booking.id : null,
      }))
      .sort((a, b) => a.starts_at.localeCompare(b.starts_at)),
  };
}

/**
 * The unit a booking is for: an owner's named unit (one they own, else 400), or their only one
 * when they name none (an owner of several units is asked to choose, 400); staff name a unit of
 * the facility's property (another property's answers 404).
 */
async function bookingUnit(db: Executor, actor: Actor, facility: FacilityRow, unitId?: number) {
  if (isOwnerActor(actor)) {
    const owned = await db
      .select({ id: units.id, propertyId: units.propertyId })
      .from(units)
      .where(ownedBy(actor.user.id))
      .orderBy(asc(units.id));
    if (unitId === undefined) {
      if (owned.length !== 1) throw badRequest(say('facility.unitRequired'));
      return owned[0]!.id;
    }
    if (!owned.some((unit) => unit.id === unitId)) throw refused(say('facility.notYourUnit'));
    return unitId;
  }
  if (unitId === undefined) throw badRequest(say('facility.unitRequired'));
  const [unit] = await db.select().from(units).where(eq(units.id, unitId));
  if (!unit || unit.propertyId !== facility.propertyId) throw notFound('Unit');
  return unit.id;
}

/** The statement row that charges (or returns) a booking's fee. */
function feeRow(
  booking: BookingRow,
  facility: string,
  actor: Actor,
  now: Date,
  kind: 'debit' | 'credit',
) {
  const today = localDate(now);
  return {
    propertyId: booking.propertyId,
    unitId: booking.unitId,
    type: 'facility',
    date: today,
    month: today.slice(0, 7),
    refNo: kind === 'debit' ? `FAC-${booking.id}` : `FAC-${booking.id}-R`,
    // Stored in English (what search reads); each reader reads it in their language.
    description: messageText(
      kind === 'debit' ? 'statement.facility' : 'statement.facilityReturned',
      { booking: `${facility}, ${slotText(booking)}` },
      'en',
    ),
    debit: kind === 'debit' ? booking.fee : 0,
    credit: kind === 'credit' ? booking.fee : 0,
    createdBy: actor.user.id,
  };
}

/**
 * Tells the property's open screens, owners' and tenants' too, that a facility's slots changed
 * (its week views and the bookings lists fetch again).
 */
function slotsChanged(tx: Executor, booking: { propertyId: number; facilityId: number }) {
  return notify(tx, {
    k: 'send',
    to: { propertyId: booking.propertyId, owners: true },
    m: { type: 'facility', data: { id: booking.facilityId } },
  });
}

/**
 * Books `date` `time` of the facility for a unit: 400 for a past slot, one outside opening hours
 * or off a slot boundary, or one above the unit's weekly limit; 400 'This slot has just been
 * taken' when another live booking holds it (checked by the database, so also under races).
 */
export async function bookFacility(
  orm: Orm,
  actor: Actor,
  facility: FacilityRow,
  request: { unit_id?: number | undefined; date: string; time: string },
  now: Date,
) {
  const problem = slotProblem(
    { opens: facility.opens, closes: facility.closes, slot_minutes: facility.slotMinutes },
    request.time,
  );
  if (problem === 'outsideHours') {
    throw badRequest(
      say('facility.outsideHours', { opens: facility.opens, closes: facility.closes }),
    );
  }
  if (problem === 'notOnBoundary') {
    throw badRequest(
      say('facility.notOnBoundary', { minutes: facility.slotMinutes, opens: facility.opens }),
    );
  }
  const startsAt = malaysianInstant(request.date, request.time);
  if (startsAt.getTime() <= now.getTime()) throw badRequest(say('facility.past'));
  const endsAt = new Date(startsAt.getTime() + facility.slotMinutes * 60_000);
  const unitId = await bookingUnit(orm, actor, facility, request.unit_id);
  const status: FacilityBookingStatus = facility.needsApproval ? 'Pending' : 'Confirmed';
  let id: number;
  try {
    id = await orm.transaction(async (tx) => {
      // One unit's bookings are counted under its row's lock, so two at once keep the limit.
      await tx.select({ id: units.id }).from(units).where(eq(units.id, unitId)).for('update');
      const weekFrom = malaysianInstant(weekStart(request.date), '00:00');
      const [held] = await tx
        .select({ n: count() })
        .from(facilityBookings)
        .where(
          and(
            eq(facilityBookings.facilityId, facility.id),
            eq(facilityBookings.unitId, unitId),
            inArray(facilityBookings.status, LIVE),
            gte(facilityBookings.startsAt, weekFrom),
            lt(facilityBookings.startsAt, new Date(weekFrom.getTime() + 7 * DAY_MS)),
          ),
        );
      if ((held?.n ?? 0) >= facility.weeklyLimit) {
        throw badRequest(say('facility.weeklyLimit', { limit: facility.weeklyLimit }));
      }
      const [booking] = await tx
        .insert(facilityBookings)
        .values({
          propertyId: facility.propertyId,
          facilityId: facility.id,
          unitId,
          userId: actor.user.id,
          startsAt,
          endsAt,
          status,
          fee: facility.fee,
          createdAt: now,
        })
        .returning();
      if (status === 'Confirmed' && booking!.fee > 0) {
        await tx
          .insert(accountStatements)
          .values(feeRow(booking!, facility.name, actor, now, 'debit'));
      }
      await writeAudit(tx, actor, {
        module: 'Facilities',
        action: `book-facility ${facility.name} ${slotText(booking!)}`,
        propertyId: facility.propertyId,
      });
      await slotsChanged(tx, { propertyId: facility.propertyId, facilityId: facility.id });
      return booking!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(say('facility.slotTaken'));
    throw error;
  }
  return {
    data: await bookingById(orm, actor, id),
    message: say(status === 'Pending' ? 'facility.requested' : 'facility.booked'),
  };
}

/** The booking `id` and its facility, of the actor's property (another's answers 404). */
export async function findBooking(db: Executor, actor: Actor, id: number) {
  const [row] = await db
    .select({ booking: facilityBookings, facility: facilities })
    .from(facilityBookings)
    .innerJoin(facilities, eq(facilities.id, facilityBookings.facilityId))
    .where(eq(facilityBookings.id, id));
  if (!row) throw notFound('Booking');
  scopeToProperty(actor, row.booking.propertyId, 'Booking');
  return row;
}

/**
 * Approves (Confirmed, debiting the fee) or rejects a Pending booking, and tells its owner in
 * their inbox; 400 when it is no longer Pending (a second review, or a cancellation in between).
 */
export async function reviewBooking(
  orm: Orm,
  actor: Actor,
  id: number,
  decision: 'approve' | 'reject',
  now: Date,
) {
  const { facility } = await findBooking(orm, actor, id);
  const status = decision === 'approve' ? 'Confirmed' : 'Rejected';
  await orm.transaction(async (tx) => {
    const [changed] = await tx
      .update(facilityBookings)
      .set({ status, reviewedBy: actor.user.id, reviewedAt: now })
      .where(and(eq(facilityBookings.id, id), eq(facilityBookings.status, 'Pending')))
      .returning();
    if (!changed) {
      const [current] = await tx
        .select({ status: facilityBookings.status })
        .from(facilityBookings)
        .where(eq(facilityBookings.id, id));
      throw badRequest(say('facility.notPending', { status: current?.status ?? '' }));
    }
    if (status === 'Confirmed' && changed.fee > 0) {
      await tx
        .insert(accountStatements)
        .values(feeRow(changed, facility.name, actor, now, 'debit'));
    }
    await writeAudit(tx, actor, {
      module: 'Facilities',
      action: `${decision}-booking ${facility.name} ${slotText(changed)}`,
      propertyId: changed.propertyId,
    });
    if (changed.userId !== null) await noticeTo(tx, changed, facility.name, decision, now);
    await slotsChanged(tx, changed);
  });
  return {
    data: await bookingById(orm, actor, id),
    message: say(decision === 'approve' ? 'facility.approved' : 'facility.rejected'),
  };
}

/** The booker's inbox notice of a review (in their own language when they read it). */
function noticeTo(
  tx: OrmTransaction,
  booking: BookingRow,
  facility: string,
  decision: 'approve' | 'reject',
  now: Date,
) {
  return leaveNotice(
    tx,
    { userId: booking.userId!, propertyId: booking.propertyId },
    {
      title: decision === 'approve' ? 'facility.approvedTitle' : 'facility.rejectedTitle',
      message: decision === 'approve' ? 'facility.approvedBody' : 'facility.rejectedBody',
      values: { facility, slot: slotText(booking) },
      link: '/d/facilities?tab=bookings',
    },
    now,
  );
}

/**
 * Cancels a Pending or Confirmed booking: its booker or an owner of its unit, or staff with Update.
 * A confirmed fee is credited back when the slot is 24 hours or more away; later it is kept.
 */
export async function cancelBooking(orm: Orm, actor: Actor, id: number, staff: boolean, now: Date) {
  const { booking, facility } = await findBooking(orm, actor, id);
  if (!staff) {
    const [unit] = await orm.select().from(units).where(eq(units.id, booking.unitId));
    if (booking.userId !== actor.user.id && !(unit && residesIn(actor, unit))) {
      throw refused(say('facility.notYourBooking'));
    }
  }
  await orm.transaction(async (tx) => {
    // Read under the row's lock: an approval racing this cancellation decides the fee's return.
    const [current] = await tx
      .select({ status: facilityBookings.status })
      .from(facilityBookings)
      .where(eq(facilityBookings.id, id))
      .for('update');
    if (!current || !(LIVE as string[]).includes(current.status)) {
      throw badRequest(say('facility.notLive', { status: current?.status ?? '' }));
    }
    const changed = (
      await tx
        .update(facilityBookings)
        .set({ status: 'Cancelled', cancelledAt: now })
        .where(eq(facilityBookings.id, id))
        .returning()
    )[0]!;
    if (current.status === 'Confirmed' && changed.fee > 0 && refundsFee(changed.startsAt, now)) {
      await tx
        .insert(accountStatements)
        .values(feeRow(changed, facility.name, actor, now, 'credit'));
    }
    await writeAudit(tx, actor, {
      module: 'Facilities',
      action: `cancel-booking ${facility.name} ${slotText(changed)}`,
      propertyId: changed.propertyId,
    });
    await slotsChanged(tx, changed);
  });
  return { data: await bookingById(orm, actor, id), message: say('facility.cancelled') };
}
