import { formatAuditActivity, ROLES } from '@strata/domain';
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL, notInArray } from 'drizzle-orm';
import { isOwnerActor, isTenantActor, ownedBy, propertyScope, type Actor } from '../../auth/access';
import { monthRange, wireDateTime } from '../../clock';
import type { Executor } from '../../db/database';
import { announcements } from '../announcements/tables';
import { auditEntries } from '../audit/tables';
import { payments, unitBalances } from '../finance/tables';
import { outstandingOf, outstandingQuery } from '../finance';
import { figuresRow } from '../../shared/prepared';
import { devices } from '../session/tables';
import { units } from '../units/tables';
import { users } from '../users/tables';
import { visitors } from '../visitors/tables';

/* The dashboard's figures (spec 000 §3): an owner's own units, or a property's (every one for super users). */

const empty = () => ({ labels: [] as string[], data: [] as number[], total: 0 });

function money(value: unknown): number {
  return Math.round(Number(value ?? 0) * 100) / 100;
}

async function one(query: Promise<{ value: unknown }[]>) {
  return Number((await query)[0]?.value ?? 0);
}

async function ownerDashboard(orm: Executor, actor: Actor) {
  const own = ownedBy(actor.user.id);
  const unitIds = sql`(select ${units.id} from ${units} where ${own})`;
  const propertyId = actor.user.propertyId ?? -1;
  return {
    total_unit: await one(orm.select({ value: count() }).from(units).where(own)),
    total_owner: 0,
    total_admin: 0,
    // A tenant is not told the unit's money (spec 002 §1 Tenants service).
    total_outstanding: isTenantActor(actor)
      ? money(0)
      : await outstandingOf(orm, (table) => inArray(table.unitId, unitIds)),

    total_collection: 0,
    total_visitor: await one(
      orm.select({ value: count() }).from(visitors).where(inArray(visitors.unitId, unitIds)),
    ),
    audit: [],
    paid: empty(),
    platforms: empty(),
    announcements: await orm
      .select({ id: announcements.id, title: announcements.title, msg: announcements.message })
      .from(announcements)
      .where(and(eq(announcements.propertyId, propertyId), eq(announcements.recipient, 'Owners')))
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(5),
  };
}

/**
 * The staff dashboard's figures, each a subquery of one statement; `byProperty` compares with the
 * placeholder `property`, and the month's collection with `start` and `end`.
 */
function staffFigures(orm: Executor, byProperty: boolean) {
  const within = (column: Parameters<typeof eq>[0]): SQL | undefined =>
    byProperty ? eq(column, sql.placeholder('property')) : undefined;
  // Each unit's balance as the statement writes keep it (unit_balances), not summed from the rows.
  const outstandingByUnit = orm
    .select({
      unitId: unitBalances.unitId,
      balance: sql<string>`sum(${unitBalances.balance})`.as('balance'),
    })
    .from(unitBalances)
    .where(within(unitBalances.propertyId))
    .groupBy(unitBalances.unitId)
    .as('balances');
  const paid = orm
    .select({
      value: sql`json_build_object(
        'paid', count(*) filter (where coalesce(${outstandingByUnit.balance}, 0) <= 0),
        'unpaid', count(*) filter (where ${outstandingByUnit.balance} > 0))`,
    })
    .from(units)
    .leftJoin(outstandingByUnit, eq(outstandingByUnit.unitId, units.id))
    .where(and(within(units.propertyId), sql`${units.userId} is not null`));
  const platformRows = orm
    .select({ platform: devices.platform, value: sql`count(*)::int`.as('value') })
    .from(devices)
    .innerJoin(users, eq(users.id, devices.userId))
    .where(within(users.propertyId))
    .groupBy(devices.platform)
    .as('platform_rows');
  const recent = orm
    .select({
      username: auditEntries.username,
      module: auditEntries.module,
      action: auditEntries.action,
      createdAt: auditEntries.createdAt,
      id: auditEntries.id,
    })
    .from(auditEntries)
    .where(within(auditEntries.propertyId))
    .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
    .limit(10)
    .as('recent');
  return {
    total_unit: orm.select({ value: count() }).from(units).where(within(units.propertyId)),
    total_owner: orm
      .select({ value: count() })
      .from(users)
      .where(and(eq(users.role, ROLES.owner), within(users.propertyId))),
    total_admin: orm
      .select({ value: count() })
      .from(users)
      .where(
        and(
          notInArray(users.role, [ROLES.owner, ROLES.tenant]),
          within(users.propertyId),
          sql`${users.propertyId} is not null`,
        ),
      ),
    total_outstanding: outstandingQuery(orm, (table) => within(table.propertyId)),
    total_collection: orm
      .select({ value: sql`coalesce(sum(${payments.amount}), 0)` })
      .from(payments)
      .where(
        and(
          eq(payments.status, 'Verified'),
          gte(payments.date, sql.placeholder('start')),
          lt(payments.date, sql.placeholder('end')),
          within(payments.propertyId),
        ),
      ),
    total_visitor: orm.select({ value: count() }).from(visitors).where(within(visitors.propertyId)),
    paid,
    platforms: sql`select coalesce(json_agg(json_build_object('platform', ${platformRows.platform}, 'value', ${platformRows.value}) order by ${platformRows.platform}), '[]') from ${platformRows}`,
    audit: sql`select coalesce(json_agg(json_build_object('username', ${recent.username}, 'module', ${recent.module}, 'action', ${recent.action}, 'created_at', ${recent.createdAt}) order by ${recent.createdAt} desc, ${recent.id} desc), '[]') from ${recent}`,
  };
}

/**
 * The staff dashboard's figures in one statement (scalar subqueries, the charts and the latest
 * audit entries as JSON): one round trip, and on PGlite one turn of its single connection, rather
 * than nine statements each queued behind every other request's.
 */
async function staffDashboard(orm: Executor, actor: Actor, now: Date) {
  const scope = propertyScope(actor);
  const month = monthRange(now);
  const row = await figuresRow(
    orm,
    `dashboard_staff_${scope === null ? 'all' : 'property'}`,
    () => staffFigures(orm, scope !== null),
    { property: scope, start: month.start, end: month.end },
  );
  const json = <T>(value: unknown): T =>
    (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const paidCounts = json<{ paid: number; unpaid: number }>(row.paid);
  const platformRowsRead = json<{ platform: string; value: number }[]>(row.platforms);
  const auditRows = json<
    { username: string; module: string; action: string; created_at: string }[]
  >(row.audit);
  const paidCount = Number(paidCounts.paid ?? 0);
  const unpaidCount = Number(paidCounts.unpaid ?? 0);
  const platformData = platformRowsRead.map((entry) => Number(entry.value));
  return {
    total_unit: Number(row.total_unit ?? 0),
    total_owner: Number(row.total_owner ?? 0),
    total_admin: Number(row.total_admin ?? 0),
    total_outstanding: money(row.total_outstanding),
    total_collection: money(row.total_collection),
    total_visitor: Number(row.total_visitor ?? 0),
    audit: auditRows.map((entry) => ({
      username: entry.username,
      created_at: wireDateTime(new Date(entry.created_at)),
      action: formatAuditActivity(entry),
    })),
    paid: {
      labels: ['Paid', 'Unpaid'],
      data: [paidCount, unpaidCount],
      total: paidCount + unpaidCount,
    },
    platforms: {
      labels: platformRowsRead.map((entry) => entry.platform),
      data: platformData,
      total: platformData.reduce((sum, value) => sum + value, 0),
    },
    announcements: [],
  };
}

/** The dashboard of `actor`: an owner's view, or the staff view of their property. */
export async function dashboardFigures(orm: Executor, actor: Actor, now: Date) {
  return isOwnerActor(actor) ? ownerDashboard(orm, actor) : staffDashboard(orm, actor, now);
}
