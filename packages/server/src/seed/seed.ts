import { sql, eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { localDate, monthRange } from '../clock';
import type { Database } from '../db/database';
import * as t from '../db/schema';
import { seedActivity } from './activity';
import { seedBooking } from './booking';
import { seedComplains } from './complains';
import { seedDeveloper } from './developer';
import { seedFacilities } from './facilities';
import { seedFinance } from './finance';
import { seedPeople } from './people';
import { DEMO_PASSWORD, SEED } from './plan';
import { createRandom } from './prng';
import { seedProperties } from './properties';
import { seedTenants } from './tenants';
import { seedVisitors } from './visitors';
// new:resource import inserts above

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './plan';

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
    const ctx = { tx, random, now, today, monthStart, demoHash };
    await seedProperties(ctx);
    const people = await seedPeople(ctx);
    const occupiedUnits = await seedVisitors(ctx, people);
    await seedFinance(ctx, people, occupiedUnits);
    await seedComplains(ctx, people);
    await seedActivity(ctx, people);
    await seedBooking(ctx);
    await seedFacilities(ctx, people);
    await seedDeveloper(ctx);
    await seedTenants(ctx);
    // A new resource's demo data comes last, so no other seeded id moves.
    // new:resource seeds inserts above
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
      'boats',
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
  // Fresh statistics over everything just loaded, so plans fit the data, and the pages marked
  // all-visible, so index-only scans (a property's balances) need not visit the rows. PGlite has
  // no autovacuum to do either; the server's table maintenance keeps them up afterwards.
  await db.query('vacuum (analyze)');
  return true;
}
