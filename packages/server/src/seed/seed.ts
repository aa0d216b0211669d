import { BANKS, ROLES, SERVICES, type ServiceName } from '@strata/domain';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../auth/password';
import { defaultPolicyRows, NEW_ROLE_TEMPLATE, SYSTEM_ROLES } from '../auth/policies';
import { localDate, monthRange, shiftDate, shiftMonth } from '../clock';
import type { Database, Executor } from '../db/database';
import * as t from '../db/schema';
import { createRandom, type Random } from './prng';

/** Every demo account's password. */
export const DEMO_PASSWORD = 'demo1234';

/** The fixed demo accounts (README): username is the part of the e-mail before the @. */
export const DEMO_ACCOUNTS = {
  super: 'super@demo.test',
  admin: 'admin@demo.test',
  manager: 'manager@demo.test',
  guard: 'guard@demo.test',
  owner: 'owner@demo.test',
  admin2: 'admin2@demo.test',
} as const;

const SEED = 20261102;

type PropertyPlan = {
  name: string;
  city: string;
  state: string;
  postcode: string;
  developer: string;
  units: number;
  blocks: string[];
  services: ServiceName[];
};

/** Three properties with different services (property 1 has them all). */
const PROPERTIES: PropertyPlan[] = [
  {
    name: 'Residensi Seri Melati',
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    postcode: '50450',
    developer: 'Melati Land Sdn Bhd',
    units: 320,
    blocks: ['A', 'B', 'C', 'D'],
    services: [...SERVICES],
  },
  {
    name: 'Vista Harbour Condominium',
    city: 'George Town',
    state: 'Penang',
    postcode: '10200',
    developer: 'Harbour Vista Bhd',
    units: 200,
    blocks: ['East', 'West'],
    services: ['Account Statements', 'Payments', 'Visitors', 'Announcements'],
  },
  {
    name: 'Taman Sutera Heights',
    city: 'Johor Bahru',
    state: 'Johor',
    postcode: '81200',
    developer: 'Sutera Homes Sdn Bhd',
    units: 120,
    blocks: ['1', '2'],
    services: ['Visitors', 'Facilities', 'Complains'],
  },
];

const FIRST_NAMES = [
  'Ahmad',
  'Siti',
  'Muhammad',
  'Nur',
  'Wei Ling',
  'Jia Hui',
  'Arjun',
  'Priya',
  'Farah',
  'Hafiz',
  'Mei Ling',
  'Kumar',
  'Aisyah',
  'Daniel',
  'Chong',
  'Lakshmi',
  'Zainal',
  'Hui Min',
  'Ravi',
  'Amira',
  'Faizal',
  'Kok Wai',
  'Suresh',
  'Nadia',
  'Azlan',
  'Xin Yi',
  'Vijay',
  'Liyana',
  'Irfan',
  'Shu Fen',
];
const LAST_NAMES = [
  'Abdullah',
  'Tan',
  'Lim',
  'Rahman',
  'Wong',
  'Subramaniam',
  'Ismail',
  'Lee',
  'Ng',
  'Hassan',
  'Chan',
  'Krishnan',
  'Yusof',
  'Ong',
  'Raj',
  'Ibrahim',
  'Goh',
  'Nair',
  'Osman',
  'Teo',
];
const VISITOR_TYPES = ['Visit', 'Over Night', 'Pickup', 'Drop-Off', 'Vendor'] as const;
const PLATE_PREFIXES = ['WXY', 'VBA', 'PKC', 'JQR', 'BMM', 'WA', 'PPN', 'JHB'];

/** Bulk inserts in chunks that stay under PostgreSQL's 65 535 parameters. */
async function insertAll<T extends PgTable>(db: Executor, table: T, rows: T['$inferInsert'][]) {
  const size = 500;
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size) as never);
  }
}

function personName(random: Random) {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

function phone(random: Random) {
  return `01${random.int(0, 9)}${String(random.int(1000000, 9999999))}`;
}

const QR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function qrcode(random: Random, taken: Set<string>): string {
  for (;;) {
    const code = Array.from({ length: 12 }, () => random.pick([...QR_ALPHABET])).join('');
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

/** `when`, or the same time a day earlier when it would lie after `now`. */
function notAfter(now: Date, when: Date): Date {
  return when > now ? new Date(when.getTime() - 24 * 60 * 60 * 1000) : when;
}

function at(day: string, hour: number, minute = 0): Date {
  // Malaysian wall-clock time (UTC+8) of a 'yyyy-mm-dd' day.
  return new Date(
    `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+08:00`,
  );
}

/** Whether the demo data is already there. */
export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.orm.select().from(t.meta).where(eq(t.meta.key, 'demo_seeded_at'));
  return rows.length > 0;
}

/**
 * Seeds the demo data (README "Demo accounts") in one transaction, deterministically from a fixed
 * seed; dates are relative to `now` so the demo always has upcoming visitors and this month's
 * payments. Does nothing when the data is already there.
 */
export async function seedDemo(db: Database, now: Date = new Date()): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const random = createRandom(SEED);
  const demoHash = await hashPassword(DEMO_PASSWORD);
  const today = localDate(now);
  const { start: monthStart } = monthRange(now);

  await db.orm.transaction(async (tx) => {
    // ------------------------------------------------------------ services, properties, roles
    await insertAll(
      tx,
      t.services,
      SERVICES.map((name, index) => ({ id: index + 1, name })),
    );
    const serviceId = (name: string) => SERVICES.indexOf(name as ServiceName) + 1;
    await insertAll(
      tx,
      t.properties,
      PROPERTIES.map((plan, index) => ({
        id: index + 1,
        name: plan.name,
        developer: plan.developer,
        managedBy: `${plan.name} Management Corporation`,
        email: `management${index + 1}@demo.test`,
        contact: `03${String(20000000 + index * 1111111)}`,
        bankName: BANKS[index] ?? 'Maybank',
        bankAcc: String(5140_0000_0000 + index * 7777),
        address: `${index + 1}, Jalan ${['Melati', 'Pantai', 'Sutera'][index]} ${index + 2}`,
        address2: index === 0 ? 'Off Jalan Ampang' : null,
        postcode: plan.postcode,
        city: plan.city,
        state: plan.state,
        active: true,
        createdAt: at(shiftDate(today, -400 + index * 30), 10),
      })),
    );
    await insertAll(
      tx,
      t.propertyServices,
      PROPERTIES.flatMap((plan, index) =>
        plan.services.map((name) => ({ propertyId: index + 1, serviceId: serviceId(name) })),
      ),
    );
    await insertAll(
      tx,
      t.defaultPolicies,
      [...SYSTEM_ROLES, NEW_ROLE_TEMPLATE].flatMap((role) => defaultPolicyRows(role)),
    );
    let roleId = 0;
    const roleRows: (typeof t.roles.$inferInsert)[] = [];
    const policyRows: (typeof t.rolePolicies.$inferInsert)[] = [];
    PROPERTIES.forEach((_, index) => {
      for (const name of SYSTEM_ROLES) {
        roleId += 1;
        roleRows.push({ id: roleId, propertyId: index + 1, name, system: true });
        for (const row of defaultPolicyRows(name)) {
          policyRows.push({
            roleId,
            area: row.area,
            permission: row.permission,
            active: row.active,
            position: row.position,
          });
        }
      }
    });
    await insertAll(tx, t.roles, roleRows);
    await insertAll(tx, t.rolePolicies, policyRows);
    await insertAll(
      tx,
      t.settings,
      PROPERTIES.map((_, index) => ({ propertyId: index + 1, online: index !== 2 })),
    );
    await insertAll(
      tx,
      t.houseRules,
      PROPERTIES.map((_, index) => ({
        propertyId: index + 1,
        doc: `house-rules-${index + 1}.pdf`,
      })),
    );

    // ------------------------------------------------------------ staff and demo accounts
    const userRows: (typeof t.users.$inferInsert)[] = [];
    let userId = 0;
    const addUser = (row: Omit<typeof t.users.$inferInsert, 'id' | 'passwordHash'>) => {
      userId += 1;
      userRows.push({
        id: userId,
        passwordHash: demoHash,
        contact: phone(random),
        gender: random.pick(['Male', 'Female']),
        maritalStatus: random.pick(['Married', 'Single']),
        createdAt: at(shiftDate(today, -random.int(30, 360)), 9),
        ...row,
      });
      return userId;
    };
    const fixed = (
      email: string,
      row: Omit<typeof t.users.$inferInsert, 'id' | 'passwordHash' | 'email' | 'username'>,
    ) => addUser({ email, username: email.split('@')[0]!, ...row });

    const superId = fixed(DEMO_ACCOUNTS.super, {
      name: 'Sofia Platform',
      role: ROLES.admin,
      propertyId: null,
      isSuperUser: true,
      isSkaloot: true,
    });
    const adminId = fixed(DEMO_ACCOUNTS.admin, {
      name: 'Aminah Admin',
      role: ROLES.admin,
      propertyId: 1,
    });
    fixed(DEMO_ACCOUNTS.manager, { name: 'Marcus Manager', role: ROLES.manager, propertyId: 1 });
    const guardId = fixed(DEMO_ACCOUNTS.guard, {
      name: 'Ganesh Guard',
      role: ROLES.securityGuard,
      propertyId: 1,
      isGuard: true,
    });
    const ownerId = fixed(DEMO_ACCOUNTS.owner, {
      name: 'Olivia Owner',
      role: ROLES.owner,
      propertyId: 1,
      ic: '880101-14-5566',
      emergencyContact: '0123456789',
    });
    const admin2Id = fixed(DEMO_ACCOUNTS.admin2, {
      name: 'Adam Admin',
      role: ROLES.admin,
      propertyId: 2,
    });

    // Every staff role on every property (the fixed accounts fill some of the slots).
    const staffByProperty = new Map<number, number[]>([
      [1, [adminId, userId - 3, guardId]],
      [2, [admin2Id]],
      [3, []],
    ]);
    const taken = new Set(['1:Admin', '1:Manager', '1:Security Guard', '2:Admin']);
    for (let property = 1; property <= PROPERTIES.length; property += 1) {
      for (const role of SYSTEM_ROLES.filter((name) => name !== ROLES.owner)) {
        if (taken.has(`${property}:${role}`)) continue;
        const slug = `${role.toLowerCase().replace(/[^a-z]/g, '')}${property}`;
        const id = addUser({
          name: personName(random),
          username: slug,
          email: `${slug}@demo.test`,
          role,
          propertyId: property,
          isGuard: role === ROLES.securityGuard,
        });
        staffByProperty.get(property)!.push(id);
      }
    }

    // ------------------------------------------------------------ units and their owners
    const unitRows: (typeof t.units.$inferInsert)[] = [];
    const ownersByProperty = new Map<number, number[]>();
    let unitId = 0;
    let ownerSeq = 0;
    const newOwner = (property: number, active = true) => {
      ownerSeq += 1;
      const name = personName(random);
      const username = `owner${ownerSeq}`;
      const id = addUser({
        name,
        username,
        email: `${username}@demo.test`,
        role: ROLES.owner,
        propertyId: property,
        ic: `${random.int(60, 99)}${String(random.int(101, 1228)).padStart(4, '0')}-${random.int(10, 14)}-${random.int(1000, 9999)}`,
        emergencyContact: phone(random),
        active,
      });
      ownersByProperty.get(property)!.push(id);
      return id;
    };
    PROPERTIES.forEach((plan, index) => {
      const property = index + 1;
      ownersByProperty.set(property, []);
      for (let n = 0; n < plan.units; n += 1) {
        unitId += 1;
        const block = plan.blocks[n % plan.blocks.length]!;
        const position = Math.floor(n / plan.blocks.length);
        const level = 1 + Math.floor(position / 8);
        const unitNo = `${block}-${String(level).padStart(2, '0')}-${String((position % 8) + 1).padStart(2, '0')}`;
        const squareFeet = random.int(7, 16) * 100;
        const isDemoOwnerUnit = property === 1 && n === 0;
        const occupied = isDemoOwnerUnit || random.chance(0.86);
        const first = isDemoOwnerUnit
          ? ownerId
          : occupied
            ? newOwner(property, random.chance(0.97))
            : null;
        if (isDemoOwnerUnit) ownersByProperty.get(1)!.push(ownerId);
        const second =
          occupied && (isDemoOwnerUnit || random.chance(0.15)) ? newOwner(property) : null;
        const third = second && (isDemoOwnerUnit || random.chance(0.3)) ? newOwner(property) : null;
        unitRows.push({
          id: unitId,
          propertyId: property,
          unitNo,
          level,
          block,
          squareFeet,
          parkingLot: `P${level}-${String(random.int(1, 300)).padStart(3, '0')}`,
          parkingLot2: random.chance(0.3) ? `P${level}-${String(random.int(301, 600))}` : null,
          maintenanceAmount: Math.round(squareFeet * 0.32),
          waterAmount: 0.0057,
          otherAmount: random.chance(0.2) ? 25 : 0,
          remark: random.chance(0.1) ? 'Renovation in progress' : null,
          userId: first,
          userId2: second,
          userId3: third,
          issueOn: shiftDate(today, -random.int(400, 2000)),
          createdAt: at(shiftDate(today, -random.int(200, 390)), 11),
        });
      }
    });
    await insertAll(tx, t.users, userRows);
    await insertAll(tx, t.units, unitRows);

    // Devices for about half the users.
    await insertAll(
      tx,
      t.devices,
      userRows
        .filter((row) => row.id === ownerId || random.chance(0.5))
        .map((row) => {
          const mobile = random.chance(0.7);
          return {
            userId: row.id!,
            name: mobile
              ? random.pick(['Samsung Galaxy S24', 'iPhone 15', 'Xiaomi 14', 'Oppo Reno 11'])
              : 'Chrome on Windows',
            platform: mobile ? 'mobile_app' : 'web_app',
            verified: random.chance(0.8),
            appVersion: mobile ? random.pick(['2.3.0', '2.4.1', '2.5.0']) : null,
            registeredAt: at(shiftDate(today, -random.int(20, 300)), 20),
            lastUsed: at(shiftDate(today, -random.int(0, 20)), 21),
          };
        }),
    );

    // ------------------------------------------------------------ access cards
    const cards: (typeof t.accessCards.$inferInsert)[] = [];
    for (const unit of unitRows) {
      if (!unit.userId) continue;
      const howMany = random.int(1, 3);
      for (let n = 1; n <= howMany; n += 1) {
        cards.push({
          unitId: unit.id!,
          serialNumber: `AC${String(unit.id).padStart(5, '0')}${n}`,
          active: random.chance(0.92),
        });
      }
    }
    await insertAll(tx, t.accessCards, cards);

    // ------------------------------------------------------------ visitors in every state
    const codes = new Set<string>();
    const visitorRows: (typeof t.visitors.$inferInsert)[] = [];
    const occupiedUnits = unitRows.filter((unit) => unit.userId);
    const visitor = (
      unit: (typeof unitRows)[number],
      offset: number,
      state: 'upcoming' | 'today' | 'in' | 'out' | 'expired',
    ) => {
      const type = random.pick(VISITOR_TYPES);
      const startDate = shiftDate(today, offset);
      const endDate = type === 'Over Night' ? shiftDate(startDate, 1) : null;
      const checkedInAt =
        state === 'in' || state === 'out'
          ? at(startDate, random.int(8, 12), random.int(0, 59))
          : null;
      const checkedOutAt =
        state === 'out' ? at(startDate, random.int(13, 22), random.int(0, 59)) : null;
      visitorRows.push({
        propertyId: unit.propertyId,
        unitId: unit.id!,
        qrcode: qrcode(random, codes),
        name: personName(random),
        contact: phone(random),
        vehicleNo: `${random.pick(PLATE_PREFIXES)} ${random.int(1, 9999)}`,
        type,
        startDate,
        endDate,
        createdBy: unit.userId,
        checkedInAt,
        checkedInBy: checkedInAt ? (unit.propertyId === 1 ? guardId : null) : null,
        checkedOutAt,
        checkedOutBy: checkedOutAt ? (unit.propertyId === 1 ? guardId : null) : null,
        createdAt: at(shiftDate(startDate, -random.int(0, 3)), 9),
      });
    };
    const demoUnit = unitRows[0]!;
    visitor(demoUnit, 3, 'upcoming');
    visitor(demoUnit, 0, 'today');
    visitor(demoUnit, 0, 'in');
    visitor(demoUnit, -2, 'out');
    visitor(demoUnit, -5, 'expired');
    for (let n = 0; n < 450; n += 1) {
      const unit = random.pick(occupiedUnits);
      const offset = random.int(-45, 10);
      const state =
        offset > 0
          ? 'upcoming'
          : offset === 0
            ? random.pick(['today', 'in', 'out'] as const)
            : random.chance(0.8)
              ? 'out'
              : 'expired';
      visitor(unit, offset, state);
    }
    await insertAll(tx, t.visitors, visitorRows);

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
    await insertAll(tx, t.announcements, announcementRows);
    await insertAll(tx, t.announcementReads, readRows);
    await insertAll(tx, t.inboxItems, inboxRows);

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
          url: random.pick(['/api/dashboard', '/api/notification', '/api/visitors', '/api/units']),
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

    // ------------------------------------------------------------ booking reference data
    await insertAll(
      tx,
      t.paymentMethods,
      ['Cash', 'Card', 'FPX', 'E-Wallet'].map((name, n) => ({ id: n + 1, name })),
    );
    let refId = 0;
    const agentRows: (typeof t.agents.$inferInsert)[] = [];
    const packageRows: (typeof t.packages.$inferInsert)[] = [];
    const jettyRows: (typeof t.jettys.$inferInsert)[] = [];
    const addonRows: (typeof t.addons.$inferInsert)[] = [];
    PROPERTIES.forEach((_, index) => {
      const property = index + 1;
      for (const [n, company] of [
        'Island Hopper Travel',
        'Borneo Trails',
        'Sunrise Tours',
      ].entries()) {
        refId += 1;
        agentRows.push({
          id: refId,
          propertyId: property,
          name: personName(random),
          companyName: company,
          groupType: n === 2 ? 'Tour Guide' : 'Agent',
        });
        packageRows.push({
          id: refId,
          propertyId: property,
          name: ['Day Trip', 'Sunset Cruise', 'Island Stay'][n]!,
          price: [45, 80, 220][n]!,
        });
        addonRows.push({
          id: refId,
          propertyId: property,
          name: ['Nasi Lemak', 'Snorkel Set', 'Life Jacket'][n]!,
          price: [12, 25, 8][n]!,
        });
        if (n < 2)
          jettyRows.push({
            id: refId,
            propertyId: property,
            name: ['Main Jetty', 'North Jetty'][n]!,
          });
      }
    });
    await insertAll(tx, t.agents, agentRows);
    await insertAll(tx, t.packages, packageRows);
    await insertAll(tx, t.jettys, jettyRows);
    await insertAll(tx, t.addons, addonRows);
    const bookingRows: (typeof t.bookings.$inferInsert)[] = [];
    const bookingAddonRows: (typeof t.bookingAddons.$inferInsert)[] = [];
    for (let n = 1; n <= 240; n += 1) {
      const property = ((n - 1) % 3) + 1;
      const pkg = random.pick(packageRows.filter((row) => row.propertyId === property));
      const purchased = at(shiftDate(today, -random.int(0, 40)), random.int(8, 20));
      const departure = new Date(purchased.getTime() + random.int(1, 30) * 86_400_000);
      bookingRows.push({
        id: n,
        propertyId: property,
        code: `BK${String(n).padStart(6, '0')}`,
        agentId: random.chance(0.4)
          ? random.pick(agentRows.filter((row) => row.propertyId === property)).id!
          : null,
        packageId: pkg.id!,
        jettyId: random.pick(jettyRows.filter((row) => row.propertyId === property)).id!,
        staffId: random.pick(staffByProperty.get(property)!),
        paymentMethodId: random.int(1, 4),
        platform: random.pick([
          'web_app',
          'mobile_app',
          'kiosk',
          'terminal',
          'counter',
          'booking',
          'agent_dashboard',
        ]),
        status: random.pick(['pending', 'approved', 'deposit', 'paid', 'paid', 'paid']),
        boatType: random.chance(0.15) ? 'chartered' : 'normal',
        tripType: random.pick(['Daily', 'Montly']),
        groupType: random.pick(['Individual', 'Company', 'Primary School', 'Agent', 'Hotel']),
        vvip: random.chance(0.08),
        counter: random.int(1, 4),
        shift: random.int(1, 4),
        passengers: random.int(1, 12),
        amount: pkg.price!,
        purchasedAt: purchased,
        departureAt: departure,
        refundRequestedAt: random.chance(0.05) ? purchased : null,
        cancelRequestedAt: random.chance(0.05) ? purchased : null,
      });
      if (random.chance(0.5)) {
        bookingAddonRows.push({
          bookingId: n,
          addonId: random.pick(addonRows.filter((row) => row.propertyId === property)).id!,
          quantity: random.int(1, 4),
        });
      }
    }
    await insertAll(tx, t.bookings, bookingRows);
    await insertAll(tx, t.bookingAddons, bookingAddonRows);

    // Explicit ids above: move the sequences past them.
    for (const table of [
      'services',
      'properties',
      'roles',
      'users',
      'units',
      'payments',
      'announcements',
      'payment_methods',
      'agents',
      'packages',
      'jettys',
      'addons',
      'bookings',
    ]) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
        ),
      );
    }
    await tx.insert(t.meta).values({ key: 'demo_seeded_at', value: now.toISOString() });
  });
  return true;
}
