import {
  messageText,
  type AnnouncementBrief,
  type BubbleCounters,
  type Nav,
  type ServiceName,
  type SessionUser,
} from '@strata/domain';
import { and, count, desc, eq, gt, isNotNull, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import {
  actorRows,
  hasPermission,
  isOwnerActor,
  isSuper,
  isTenantActor,
  ownedBy,
  type Actor,
} from '../../auth/access';
import type { Executor } from '../../db/database';
import { devices } from './tables';
import { announcements } from '../announcements/tables';
import { errorLog } from '../developer/tables';
import { payments } from '../finance/tables';
import { inboxItems } from '../inbox/tables';
import { services } from '../properties/tables';
import { BOOKING_FLAGGED, bookings } from '../reports/tables';
import { chatMessages, supportReports } from '../support/tables';
import { units } from '../units/tables';
import { unitSlotColumns, userWire } from '../users';
import { figuresRow, preparedOnce } from '../../shared/prepared';

/**
 * Spec 000 §3: the bubble counters of the menu and dashboard, as this user may see them, in one
 * statement (each counter a subquery): one round trip, one turn of PGlite's connection. A
 * prepared statement per shape (which counters, and whose payments, reports and bookings).
 */
export async function bubbleCounters(
  db: Executor,
  actor: Actor,
  now: Date,
): Promise<BubbleCounters> {
  const user = sql.placeholder('user');
  const rows = actorRows(actor);
  const everyReport = isSuper(actor) || actor.user.isSkaloot;
  const errorLogs = actor.user.isSkaloot || actor.user.isDeveloper;
  const bookingCounters = hasPermission(actor, 'Bookings', 'View') && !isOwnerActor(actor);
  const shape = [
    'bubble_counters_',
    rows.shape,
    everyReport ? '_reports' : '',
    errorLogs ? '_errors' : '',
    bookingCounters ? '_bookings' : '',
  ].join('');
  const counters = () => {
    const figures: Record<string, SQLWrapper> = {
      pending_payment: db
        .select({ value: count() })
        .from(payments)
        .where(
          and(eq(payments.status, 'Pending'), rows.where(payments.unitId, payments.propertyId)),
        ),
      unread_notification: db
        .select({ value: count() })
        .from(inboxItems)
        .where(
          and(
            eq(inboxItems.userId, user),
            eq(inboxItems.isRead, false),
            isNull(inboxItems.archivedAt),
          ),
        ),
      bug_report: db
        .select({ value: count() })
        .from(supportReports)
        .where(
          and(
            eq(supportReports.status, 'Pending'),
            everyReport ? undefined : eq(supportReports.userId, user),
          ),
        ),
    };
    if (errorLogs) figures.error_log = db.select({ value: count() }).from(errorLog);
    if (bookingCounters) {
      const scope = isSuper(actor) ? undefined : eq(bookings.propertyId, sql.placeholder('own'));
      figures.booking = db
        .select({
          value: sql`json_build_object(
            'refund', count(*) filter (where ${isNotNull(bookings.refundRequestedAt)}),
            'cancel', count(*) filter (where ${isNotNull(bookings.cancelRequestedAt)}),
            'upcomingVvip', count(*) filter (where ${bookings.vvip} and ${gt(bookings.departureAt, sql.placeholder('now'))}),
            'pendingVvip', count(*) filter (where ${bookings.vvip} and ${bookings.status} = 'pending'),
            'pendingCharter', count(*) filter (where ${bookings.boatType} = 'chartered' and ${bookings.status} = 'pending'))`,
        })
        .from(bookings)
        // Every counter counts flagged bookings only: the partial index bookings_flagged holds them.
        .where(and(scope, sql.raw(BOOKING_FLAGGED)));
    }
    return figures;
  };
  const row = await figuresRow(db, shape, counters, {
    ...rows.values,
    user: actor.user.id,
    now: now.toISOString(),
  });
  const booking = (
    typeof row.booking === 'string' ? JSON.parse(row.booking) : (row.booking ?? {})
  ) as Record<string, unknown>;
  return {
    pending_payment: Number(row.pending_payment ?? 0),
    unread_notification: Number(row.unread_notification ?? 0),
    error_log: Number(row.error_log ?? 0),
    bug_report: Number(row.bug_report ?? 0),
    refund_request: Number(booking.refund ?? 0),
    cancel_request: Number(booking.cancel ?? 0),
    upcoming_vvip: Number(booking.upcomingVvip ?? 0),
    pending_booking_vvip: Number(booking.pendingVvip ?? 0),
    pending_booking_charter: Number(booking.pendingCharter ?? 0),
  };
}

function hasServiceFor(actor: Actor, service: ServiceName): boolean {
  return isSuper(actor) || actor.services.some((entry) => entry.name === service);
}

/**
 * Spec 000 §2: the server-supplied side-menu entries (between Dashboard and the admin entries the
 * app adds itself), filtered by the user's policies and the property's services.
 */
export function navsFor(actor: Actor): Nav[] {
  const owner = isOwnerActor(actor);
  const navs: Nav[] = [];
  const view = (area: string) => hasPermission(actor, area, 'View');
  const gated = (service: ServiceName, area: string | null, nav: Nav) =>
    hasServiceFor(actor, service) && (area === null || view(area)) ? [nav] : [];
  if (owner) {
    navs.push({ name: 'Property Unit', path: '/d/property-unit' });
  } else {
    const people = [
      ...(view('Owners') ? [{ name: 'Owners', path: '/d/owners' }] : []),
      ...(view('Admins') ? [{ name: 'Admins', path: '/d/admins' }] : []),
    ];
    if (people.length) navs.push({ name: 'Users', path: people[0]!.path, children: people });
    if (view('Units')) navs.push({ name: 'Units', path: '/d/units' });
  }
  navs.push(...gated('Visitors', 'Visitors', { name: 'Visitors', path: '/d/visitors' }));
  const finance = [
    ...gated('Account Statements', 'Account Statement', {
      name: 'Account Statements',
      path: '/d/account-statements',
    }),
    ...gated('Payments', 'Payments', { name: 'Payments', path: '/d/payments' }),
  ];
  if (finance.length) navs.push({ name: 'Finance', path: finance[0]!.path, children: finance });
  navs.push(
    ...gated('Announcements', 'Announcements', { name: 'Announcements', path: '/d/announcements' }),
    { name: 'Inbox', path: '/d/inbox' },
  );
  navs.push(...gated('Facilities', 'Facilities', { name: 'Facilities', path: '/d/facilities' }));
  navs.push(...gated('Complains', 'Complains', { name: 'Complains', path: '/d/complains' }));
  // Owners register their units' tenants; staff verify them; a tenant registers none.
  if (!isTenantActor(actor)) {
    navs.push(...gated('Tenants', 'Tenants', { name: 'Tenants', path: '/d/tenants' }));
  }
  // new:resource navs inserts above
  // The report page needs View and Create on Report (spec 002 §6); the menu offers it only then,
  // so the entry never leads to the guard's redirect.
  if (!owner && view('Report') && hasPermission(actor, 'Report', 'Create')) {
    navs.push({ name: 'Report', path: '/d/report' });
  }
  if (actor.user.propertyId !== null) navs.push({ name: 'House Rules', path: '/d/house-rules' });
  return navs;
}

/** The latest announcement for the user's group (Owners or Admins) on their property, if any. */
export async function latestAnnouncement(
  db: Executor,
  actor: Actor,
): Promise<AnnouncementBrief | null> {
  if (actor.user.propertyId === null) return null;
  // A tenant reads what owners read.
  const recipient = isOwnerActor(actor) ? 'Owners' : 'Admins';
  const [row] = await preparedOnce(db, 'session_latest_announcement', () =>
    db
      .select({ id: announcements.id, title: announcements.title, msg: announcements.message })
      .from(announcements)
      .where(
        and(
          eq(announcements.propertyId, sql.placeholder('property')),
          eq(announcements.recipient, sql.placeholder('recipient')),
        ),
      )
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(1)
      .prepare('session_latest_announcement'),
  ).execute({ property: actor.user.propertyId, recipient });
  return row ?? null;
}

/** Spec 000 §3: the signed-in user as authenticate and login answer it. */
export async function sessionUser(
  db: Executor,
  actor: Actor,
  now: Date,
): Promise<SessionUser & Record<string, unknown>> {
  const { user } = actor;
  // Independent statements sent together: on PostgreSQL each on its own pooled connection, on
  // PGlite queued in one turn of its connection instead of one turn each.
  const mine = { user: user.id };
  const [[unit], [device], senders, allServices, counters] = await Promise.all([
    preparedOnce(db, 'session_first_unit', () =>
      db
        .select(unitSlotColumns)
        .from(units)
        .where(ownedBy(sql.placeholder('user')))
        .orderBy(units.id)
        .limit(1)
        .prepare('session_first_unit'),
    ).execute(mine),
    preparedOnce(db, 'session_device', () =>
      db
        .select()
        .from(devices)
        .where(eq(devices.userId, sql.placeholder('user')))
        .limit(1)
        .prepare('session_device'),
    ).execute(mine),
    preparedOnce(db, 'session_chat_senders', () =>
      db
        .selectDistinct({ id: chatMessages.senderId })
        .from(chatMessages)
        .where(
          and(eq(chatMessages.recipientId, sql.placeholder('user')), isNull(chatMessages.seenAt)),
        )
        .prepare('session_chat_senders'),
    ).execute(mine),
    isSuper(actor) && !actor.property
      ? db.select({ id: services.id, name: services.name }).from(services).orderBy(services.id)
      : Promise.resolve(null),
    bubbleCounters(db, actor, now),
  ]);
  return {
    ...userWire(user, unit, device),
    isSuperUser: user.isSuperUser,
    isSkaloot: user.isSkaloot,
    isDeveloper: user.isDeveloper,
    isGuard: user.isGuard,
    property: actor.property
      ? { id: actor.property.id, name: actor.property.name, services: actor.services }
      : allServices
        ? { name: messageText('property.allProperties'), services: allServices }
        : null,
    policies: actor.policies,
    chat_sender_ids: senders.map((row) => row.id),
    ...counters,
  };
}

/** The answer of authenticate (and login, with the token). */
export async function authenticatePayload(db: Executor, actor: Actor, now: Date) {
  const [user, announcement] = await Promise.all([
    sessionUser(db, actor, now),
    latestAnnouncement(db, actor),
  ]);
  return { user, navs: navsFor(actor), announcement };
}
