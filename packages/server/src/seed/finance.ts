import { BANKS } from '@strata/domain';
import { shiftDate, shiftMonth } from '../clock';
import * as t from '../db/schema';
import { at, insertAll, PROPERTIES, type SeedContext } from './plan';
import type { People, Unit } from './people';

/** Account statements and payments, then announcements and the inbox. */
export async function seedFinance(ctx: SeedContext, people: People, occupiedUnits: Unit[]) {
  const { tx, random, today, monthStart } = ctx;
  const { staffByProperty, ownersByProperty, superId, adminId, ownerId, admin2Id } = people;
  // ------------------------------------------------------------ statements and payments
  const statementRows: (typeof t.accountStatements.$inferInsert)[] = [];
  const paymentRows: (typeof t.payments.$inferInsert)[] = [];
  let paymentId = 0;
  for (const unit of occupiedUnits) {
    for (let back = 5; back >= 0; back -= 1) {
      const month = shiftMonth(monthStart, -back);
      const invoiceDay = month.start;
      const amount = unit.maintenanceAmount!;
      const ym = month.month.replace('-', '');
      statementRows.push({
        propertyId: unit.propertyId,
        unitId: unit.id!,
        type: 'maintenance',
        date: invoiceDay,
        dueDate: shiftDate(invoiceDay, 30),
        month: month.month,
        refNo: `INV-${ym}-${unit.id}-M`,
        description: `Maintenance Bill ${month.month}`,
        debit: amount,
        credit: 0,
      });
      const roll = random.next();
      const status =
        back === 0
          ? roll < 0.35
            ? 'Verified'
            : roll < 0.5
              ? 'Pending'
              : roll < 0.55
                ? 'Rejected'
                : null
          : roll < 0.82
            ? 'Verified'
            : roll < 0.86
              ? 'Rejected'
              : null;
      if (!status) continue;
      paymentId += 1;
      const paidDay = shiftDate(
        invoiceDay,
        random.int(1, back === 0 ? Math.max(1, Number(today.slice(8, 10)) - 1) : 25),
      );
      const payDay = paidDay > today ? today : paidDay;
      paymentRows.push({
        id: paymentId,
        propertyId: unit.propertyId,
        unitId: unit.id!,
        userId: unit.userId,
        date: payDay,
        month: month.month,
        refNo: `PAY-${ym}-${unit.id}`,
        amount,
        paymentType: 'bank_transfer',
        bank: random.pick(BANKS.slice(0, 8)),
        doc: `receipt-${paymentId}.pdf`,
        status,
        platform: random.chance(0.6) ? 'mobile_app' : 'web_app',
        reviewedBy:
          status === 'Pending' ? null : (staffByProperty.get(unit.propertyId)?.[0] ?? superId),
        reviewedAt: status === 'Pending' ? null : at(payDay, 17),
        createdAt: at(payDay, 10),
      });
      if (status === 'Verified') {
        statementRows.push({
          propertyId: unit.propertyId,
          unitId: unit.id!,
          type: 'payment',
          date: payDay,
          month: month.month,
          refNo: `PAY-${ym}-${unit.id}`,
          description: `Payment received (${month.month})`,
          credit: amount,
          debit: 0,
          paymentId,
        });
      }
    }
  }
  await insertAll(tx, t.payments, paymentRows);
  await insertAll(tx, t.accountStatements, statementRows);

  // ------------------------------------------------------------ announcements and inbox
  const announcementRows: (typeof t.announcements.$inferInsert)[] = [];
  const inboxRows: (typeof t.inboxItems.$inferInsert)[] = [];
  const readRows: (typeof t.announcementReads.$inferInsert)[] = [];
  const topics = [
    [
      'Water supply interruption',
      'Water supply will be interrupted on Saturday from 9am to 1pm for tank cleaning.',
    ],
    [
      'Annual general meeting',
      'The AGM will be held at the multipurpose hall. Please bring your IC.',
    ],
    [
      'Lift maintenance',
      'Lift B will be under maintenance this week. We apologise for the inconvenience.',
    ],
    ['Fire drill', 'A fire drill is scheduled for next Wednesday at 10am.'],
  ] as const;
  let announcementId = 0;
  PROPERTIES.forEach((_, index) => {
    const property = index + 1;
    topics.forEach(([title, message], n) => {
      announcementId += 1;
      const recipient = n === 3 ? 'Admins' : 'Owners';
      const createdAt = at(shiftDate(today, -(n * 9 + 2)), 10);
      announcementRows.push({
        id: announcementId,
        propertyId: property,
        title,
        message,
        recipient,
        createdBy: staffByProperty.get(property)?.[0] ?? superId,
        createdAt,
      });
      const audience =
        recipient === 'Owners' ? ownersByProperty.get(property)! : staffByProperty.get(property)!;
      for (const reader of audience) {
        const read = random.chance(0.45);
        if (read) readRows.push({ announcementId, userId: reader, readAt: createdAt });
        inboxRows.push({
          userId: reader,
          propertyId: property,
          announcementId,
          title,
          message: `<p>${message}</p>`,
          isRead: read,
          createdAt,
        });
      }
    });
  });
  for (const reader of [ownerId, adminId, superId]) {
    inboxRows.push({
      userId: reader,
      propertyId: reader === superId ? null : 1,
      title: 'Welcome to Strata',
      message: '<p>Your account is ready. Reply here if you need help.</p>',
      isRead: false,
      createdAt: at(shiftDate(today, -1), 8),
    });
  }
  // Every demo account also has a message it has read and one in its archive (the inbox's
  // states). Appended after the rows above, drawing nothing from `random`, so those stay as they were.
  const demoReaders = [...new Set([superId, ...(staffByProperty.get(1) ?? []), ownerId, admin2Id])];
  for (const reader of demoReaders) {
    const propertyId = reader === superId ? null : reader === admin2Id ? 2 : 1;
    if (![ownerId, adminId, superId].includes(reader)) {
      inboxRows.push({
        userId: reader,
        propertyId,
        title: 'Welcome to Strata',
        message: '<p>Your account is ready. Reply here if you need help.</p>',
        isRead: false,
        createdAt: at(shiftDate(today, -1), 8),
      });
    }
    inboxRows.push(
      {
        userId: reader,
        propertyId,
        title: 'Your account statement is ready',
        message: "<p>This month's <b>account statement</b> is ready under Account Statements.</p>",
        isRead: true,
        createdAt: at(shiftDate(today, -20), 9),
      },
      {
        userId: reader,
        propertyId,
        title: 'Car park resurfacing completed',
        message: '<p>The car park resurfacing is complete. Thank you for your patience.</p>',
        isRead: true,
        archivedAt: at(shiftDate(today, -12), 12),
        createdAt: at(shiftDate(today, -40), 9),
      },
    );
  }
  await insertAll(tx, t.announcements, announcementRows);
  await insertAll(tx, t.announcementReads, readRows);
  await insertAll(tx, t.inboxItems, inboxRows);
}
