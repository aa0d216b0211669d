import { ROLES } from '@strata/domain';
import { and, asc, eq, max } from 'drizzle-orm';
import { ownedBy } from '../auth/access';
import { shiftDate } from '../clock';
import * as t from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_TENANT, type SeedContext } from './plan';

/**
 * The demo tenants of the demo owner's first unit on property 1 (which has the Tenants service;
 * property 2 has it off): a verified current one who signs in as `tenant@demo.test`, one pending
 * the staff's Verify, and one whose tenancy ended (refused at sign-in). Seeded last, with ids
 * after the other users', like the developer account.
 */
export async function seedTenants(ctx: SeedContext) {
  const { tx, demoHash, now, today } = ctx;
  const [owner] = await tx
    .select({ id: t.users.id })
    .from(t.users)
    .where(eq(t.users.email, DEMO_ACCOUNTS.owner));
  const [unit] = await tx
    .select({ id: t.units.id, propertyId: t.units.propertyId })
    .from(t.units)
    .where(and(eq(t.units.propertyId, 1), ownedBy(owner!.id)))
    .orderBy(asc(t.units.id))
    .limit(1);
  const [last] = await tx.select({ id: max(t.users.id) }).from(t.users);
  let nextId = Number(last?.id ?? 0);
  const account = async (name: string, email: string) => {
    nextId += 1;
    await tx.insert(t.users).values({
      id: nextId,
      name,
      username: email,
      email,
      contact: '0123456789',
      role: ROLES.tenant,
      propertyId: unit!.propertyId,
      passwordHash: demoHash,
      createdAt: now,
    });
    return nextId;
  };
  const common = {
    propertyId: unit!.propertyId,
    unitId: unit!.id,
    contact: '0123456789',
    createdBy: owner!.id,
    createdAt: now,
  };
  await tx.insert(t.tenants).values([
    {
      ...common,
      name: 'Nurul Tenant',
      ic: '950505-10-5544',
      email: DEMO_TENANT,
      startDate: shiftDate(today, -60),
      endDate: shiftDate(today, 305),
      verifiedAt: now,
      userId: await account('Nurul Tenant', DEMO_TENANT),
    },
    {
      ...common,
      name: 'Rajesh Pending',
      ic: 'A12345678',
      email: 'pending.tenant@demo.test',
      startDate: shiftDate(today, 7),
      endDate: shiftDate(today, 372),
    },
    {
      ...common,
      name: 'Lim Ended',
      ic: '900909-07-1234',
      email: 'ended.tenant@demo.test',
      startDate: shiftDate(today, -400),
      endDate: shiftDate(today, -35),
      verifiedAt: now,
      userId: await account('Lim Ended', 'ended.tenant@demo.test'),
    },
  ]);
}
