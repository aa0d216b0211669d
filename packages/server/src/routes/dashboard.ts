import { formatAuditActivity, ROLES } from '@strata/domain';
import { and, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isOwnerActor, ownedBy, propertyScope, requireUser, type Actor } from '../auth/access';
import { monthRange, wireDateTime } from '../clock';
import {
  accountStatements,
  announcements,
  auditEntries,
  devices,
  payments,
  properties,
  units,
  users,
  visitors,
} from '../db/schema';
import { PROPERTY_MESSAGES } from '../http/messages';
import { bubbleCountersBody, chartSeries, failures } from '../http/responses';
import { bubbleCounters } from '../session/session-user';
import type { RouteDeps } from './deps';

const dashboardBody = z.object({
  total_unit: z.number(),
  total_owner: z.number(),
  total_admin: z.number(),
  total_outstanding: z.number(),
  total_collection: z.number(),
  total_visitor: z.number(),
  audit: z.array(z.object({ username: z.string(), created_at: z.string(), action: z.string() })),
  paid: chartSeries,
  platforms: chartSeries,
  announcements: z.array(z.object({ id: z.number(), title: z.string(), msg: z.string() })),
  property: z.object({ id: z.number().nullable(), name: z.string() }),
});

const notificationBody = bubbleCountersBody.extend({
  background: z.string().nullable().describe("The property's picture, for the page background"),
});

const empty = () => ({ labels: [] as string[], data: [] as number[], total: 0 });

function money(value: unknown): number {
  return Math.round(Number(value ?? 0) * 100) / 100;
}

/** Spec 000 §7: the dashboard and the bubble counters. */
export async function dashboardRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function one(query: Promise<{ value: unknown }[]>) {
    return Number((await query)[0]?.value ?? 0);
  }

  async function ownerDashboard(actor: Actor) {
    const own = ownedBy(actor.user.id);
    const unitIds = sql`(select ${units.id} from ${units} where ${own})`;
    const propertyId = actor.user.propertyId ?? -1;
    return {
      total_unit: await one(orm.select({ value: count() }).from(units).where(own)),
      total_owner: 0,
      total_admin: 0,
      total_outstanding: money(
        await one(
          orm
            .select({
              value: sql`coalesce(sum(${accountStatements.debit} - ${accountStatements.credit}), 0)`,
            })
            .from(accountStatements)
            .where(inArray(accountStatements.unitId, unitIds)),
        ),
      ),
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

  async function staffDashboard(actor: Actor, now: Date) {
    const scope = propertyScope(actor);
    const within = (column: Parameters<typeof eq>[0]): SQL | undefined =>
      scope === null ? undefined : eq(column, scope);
    const month = monthRange(now);
    const outstandingByUnit = orm
      .select({
        unitId: accountStatements.unitId,
        balance: sql<string>`sum(${accountStatements.debit} - ${accountStatements.credit})`.as(
          'balance',
        ),
      })
      .from(accountStatements)
      .where(within(accountStatements.propertyId))
      .groupBy(accountStatements.unitId)
      .as('balances');
    const [paid] = await orm
      .select({
        paid: sql<number>`count(*) filter (where coalesce(${outstandingByUnit.balance}, 0) <= 0)`,
        unpaid: sql<number>`count(*) filter (where ${outstandingByUnit.balance} > 0)`,
      })
      .from(units)
      .leftJoin(outstandingByUnit, eq(outstandingByUnit.unitId, units.id))
      .where(and(within(units.propertyId), sql`${units.userId} is not null`));
    const platformRows = await orm
      .select({ platform: devices.platform, value: count() })
      .from(devices)
      .innerJoin(users, eq(users.id, devices.userId))
      .where(within(users.propertyId))
      .groupBy(devices.platform)
      .orderBy(devices.platform);
    const recent = await orm
      .select()
      .from(auditEntries)
      .where(within(auditEntries.propertyId))
      .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
      .limit(10);
    const paidCount = Number(paid?.paid ?? 0);
    const unpaidCount = Number(paid?.unpaid ?? 0);
    const platformData = platformRows.map((row) => Number(row.value));
    return {
      total_unit: await one(
        orm.select({ value: count() }).from(units).where(within(units.propertyId)),
      ),
      total_owner: await one(
        orm
          .select({ value: count() })
          .from(users)
          .where(and(eq(users.role, ROLES.owner), within(users.propertyId))),
      ),
      total_admin: await one(
        orm
          .select({ value: count() })
          .from(users)
          .where(
            and(
              ne(users.role, ROLES.owner),
              within(users.propertyId),
              sql`${users.propertyId} is not null`,
            ),
          ),
      ),
      total_outstanding: money(
        await one(
          orm
            .select({
              value: sql`coalesce(sum(${accountStatements.debit} - ${accountStatements.credit}), 0)`,
            })
            .from(accountStatements)
            .where(within(accountStatements.propertyId)),
        ),
      ),
      total_collection: money(
        await one(
          orm
            .select({ value: sql`coalesce(sum(${payments.amount}), 0)` })
            .from(payments)
            .where(
              and(
                eq(payments.status, 'Verified'),
                gte(payments.date, month.start),
                lt(payments.date, month.end),
                within(payments.propertyId),
              ),
            ),
        ),
      ),
      total_visitor: await one(
        orm.select({ value: count() }).from(visitors).where(within(visitors.propertyId)),
      ),
      audit: recent.map((entry) => ({
        username: entry.username,
        created_at: wireDateTime(entry.createdAt) ?? '',
        action: formatAuditActivity(entry),
      })),
      paid: {
        labels: ['Paid', 'Unpaid'],
        data: [paidCount, unpaidCount],
        total: paidCount + unpaidCount,
      },
      platforms: {
        labels: platformRows.map((row) => row.platform),
        data: platformData,
        total: platformData.reduce((sum, value) => sum + value, 0),
      },
      announcements: [],
    };
  }

  api.get(
    '/api/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: "The dashboard's totals, activity and charts",
        description: [
          'Staff see their property (super users: every property): total units, owners and staff',
          "(total_admin), total outstanding in RM (invoices less verified payments), this month's",
          'collection in RM (verified payments dated this month, Malaysian time), total visitors,',
          'the 10 latest audit entries, `paid` (owned units with nothing outstanding vs the rest) and',
          '`platforms` (registered devices by platform). Owners see their own units only: total',
          'outstanding, total visitors and the latest 5 announcements to Owners; the staff totals',
          'are 0 and the charts empty.',
        ].join(' '),
        security: [{ bearer: [] }],
        response: { 200: dashboardBody, ...failures(401, 409, 429) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const data = isOwnerActor(actor)
        ? await ownerDashboard(actor)
        : await staffDashboard(actor, deps.now());
      return {
        ...data,
        property: {
          id: actor.property?.id ?? null,
          name: actor.property?.name ?? PROPERTY_MESSAGES.allProperties,
        },
      };
    },
  );

  api.get(
    '/api/notification',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The bubble counters',
        description: [
          "pending_payment: Pending payments of the user's property (owners: their units; super",
          'users: all). unread_notification: unread, unarchived inbox items. error_log: error-log',
          'entries (provider staff only, else 0). bug_report: Pending support reports (provider',
          "staff and super users: all; others: their own). The booking counters count the property's",
          'bookings for users with View on Bookings. `background` is the property picture or null.',
        ].join(' '),
        security: [{ bearer: [] }],
        response: { 200: notificationBody, ...failures(401, 409, 429) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const counters = await bubbleCounters(orm, actor, deps.now());
      const [property] = actor.user.propertyId
        ? await orm
            .select({ img: properties.img })
            .from(properties)
            .where(eq(properties.id, actor.user.propertyId))
        : [];
      return { ...counters, background: property?.img ?? null };
    },
  );
}
