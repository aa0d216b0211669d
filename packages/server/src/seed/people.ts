import { ROLES } from '@strata/domain';
import { STAFF_ROLES } from '../auth/policies';
import { shiftDate } from '../clock';
import * as t from '../db/schema';
import {
  at,
  DEMO_ACCOUNTS,
  insertAll,
  personName,
  phone,
  PROPERTIES,
  type SeedContext,
} from './plan';

/** Staff and the demo accounts, then the units and their owners (with devices). */
export async function seedPeople(ctx: SeedContext) {
  const { tx, random, today, demoHash } = ctx;
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
    for (const role of STAFF_ROLES) {
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
  return {
    userRows,
    unitRows,
    staffByProperty,
    ownersByProperty,
    superId,
    adminId,
    guardId,
    ownerId,
    admin2Id,
  };
}

/** What the later sections read of the people and units seeded. */
export type People = Awaited<ReturnType<typeof seedPeople>>;

/** A seeded unit row. */
export type Unit = People['unitRows'][number];
