import { contract } from '@strata/domain';
import { shiftDate } from '../clock';
import * as t from '../db/schema';
import { at, insertAll, notAfter, PROPERTIES, type SeedContext } from './plan';
import type { People } from './people';

/** The audit history, then support reports and the diagnostic logs. */
export async function seedActivity(ctx: SeedContext, people: People) {
  const { tx, random, now, today } = ctx;
  const { userRows, staffByProperty, superId, adminId, guardId, ownerId, admin2Id } = people;
  // ------------------------------------------------------------ audit history
  const auditRows: (typeof t.auditEntries.$inferInsert)[] = [];
  const actions = [
    ['Units', 'add'],
    ['Units', 'edit'],
    ['Owners', 'add'],
    ['Owners', 'edit'],
    ['Visitors', 'check-in'],
    ['Visitors', 'check-out'],
    ['Payments', 'verify'],
    ['Payments', 'reject'],
    ['Units', 'add-access-card'],
    ['Announcements', 'add'],
  ] as const;
  const usernameOf = new Map(userRows.map((row) => [row.id!, row.username]));
  PROPERTIES.forEach((_, index) => {
    const property = index + 1;
    const staff = staffByProperty.get(property)!;
    for (let n = 0; n < 60; n += 1) {
      const [module, action] = random.pick(actions);
      const by = random.pick(staff);
      auditRows.push({
        propertyId: property,
        userId: by,
        username: usernameOf.get(by)!,
        module,
        action,
        // History is in the past: a slot later today than `now` moves back a day.
        createdAt: notAfter(
          now,
          at(shiftDate(today, -random.int(0, 20)), random.int(8, 20), random.int(0, 59)),
        ),
      });
    }
  });
  await insertAll(tx, t.auditEntries, auditRows);

  // ------------------------------------------------------------ support, diagnostics
  await insertAll(tx, t.supportReports, [
    {
      userId: ownerId,
      propertyId: 1,
      username: 'owner',
      report: 'The payment page does not load my receipt preview.',
      status: 'Pending',
    },
    {
      userId: adminId,
      propertyId: 1,
      username: 'admin',
      report: 'Excel import shows a wrong row number.',
      status: 'Pending',
    },
    {
      userId: admin2Id,
      propertyId: 2,
      username: 'admin2',
      report: 'Visitor pass QR is blurry when printed.',
      status: 'Resolved',
      resolvedBy: superId,
      resolvedAt: at(shiftDate(today, -3), 15),
    },
    {
      userId: guardId,
      propertyId: 1,
      username: 'guard',
      report: 'Check-in modal closes too early.',
      status: 'Resolved',
      resolvedBy: superId,
      resolvedAt: at(shiftDate(today, -7), 11),
    },
  ]);
  await insertAll(tx, t.errorLog, [
    {
      userId: ownerId,
      message: "TypeError: Cannot read properties of undefined (reading 'unit_no')",
      url: '/d/property-unit',
      userAgent: 'Chrome 130',
    },
    {
      userId: adminId,
      message: 'ChunkLoadError: Loading chunk 12 failed.',
      url: '/d/units',
      userAgent: 'Safari 18',
    },
    {
      userId: null,
      message: 'ResizeObserver loop completed with undelivered notifications.',
      url: '/d/dashboard',
      userAgent: 'Firefox 132',
    },
  ]);
  await insertAll(tx, t.appVersions, [{ android: '2.5.0', ios: '2.5.0', updatedBy: superId }]);
  await insertAll(
    tx,
    t.apiRequestLog,
    Array.from({ length: 40 }, (_, n) => {
      const by = random.pick([adminId, ownerId, guardId, admin2Id]);
      return {
        userId: by,
        username: usernameOf.get(by)!,
        method: 'GET',
        url: random.pick([
          contract.dashboard.get.path,
          contract.dashboard.notification.path,
          contract.visitors.list.path,
          contract.units.list.path,
        ]),
        platform: random.pick(['web_app', 'mobile_app']),
        userAgent: 'Chrome 130 on Windows',
        statusCode: 200,
        createdAt: at(shiftDate(today, -(n % 10)), 9 + (n % 10)),
      };
    }),
  );
  await insertAll(tx, t.chatMessages, [
    {
      msgId: 'demo-1',
      senderId: superId,
      recipientId: ownerId,
      message: 'Hi Olivia, how can we help? :)',
      createdAt: at(today, 9),
    },
    {
      msgId: 'demo-2',
      senderId: ownerId,
      recipientId: superId,
      message: 'My receipt will not upload.',
      seenAt: at(today, 9, 5),
      createdAt: at(today, 9, 2),
    },
  ]);
}
