import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../src/db/database';
import { facilities, facilityBookings, units, users } from '../src/db/schema';
import { signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';
import { postJson } from './support/requests';

/**
 * Spec 002 §1 Facilities: no double booking, also when two owners race for one slot through two
 * server instances. The database decides (a partial unique index on the live bookings of a slot),
 * not a read-then-write check. On PostgreSQL each instance has its own pool on the same schema;
 * on PGlite, which one process owns, there is one instance.
 */
describe.each(engines)('a slot booked at once by two owners on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let secondDb: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let owner: string;
  let otherOwner: string;
  let facilityId: number;

  beforeAll(async () => {
    const seeded = await seededDatabase(engine);
    ({ db, drop } = seeded);
    if (engine === 'PostgreSQL') {
      secondDb = await openPostgres(seeded.url!);
    } else {
      secondDb = db;
    }
    first = await testServer(db);
    second = engine === 'PostgreSQL' ? await testServer(secondDb) : first;
    owner = await signIn(first, 'owner@demo.test');
    // The first owner of another unit of property 1 (not a co-owner of the demo owner's unit).
    const [other] = await db.orm
      .selectDistinct({ email: users.email, id: users.id })
      .from(users)
      .innerJoin(units, eq(units.userId, users.id))
      .where(
        and(
          eq(users.propertyId, 1),
          eq(users.role, 'Owner'),
          eq(users.active, true),
          ne(users.email, 'owner@demo.test'),
        ),
      )
      .orderBy(users.id)
      .limit(1);
    otherOwner = await signIn(second, other!.email);
    const [facility] = await db.orm
      .insert(facilities)
      .values({ propertyId: 1, name: 'Raced Court', slotMinutes: 60, weeklyLimit: 10, fee: 10 })
      .returning();
    facilityId = facility!.id;
  }, 120_000);

  afterAll(async () => {
    if (second !== first) await second?.close();
    if (engine === 'PostgreSQL') await secondDb?.close();
    await first?.close();
    await drop?.();
  });

  it('lets exactly one of them have each slot; the other is told it has just been taken', async () => {
    for (const time of ['10:00', '11:00', '12:00', '13:00', '14:00']) {
      const body = { facility_id: facilityId, date: '2026-11-04', time };
      const answers = await Promise.all([
        postJson(first, '/api/facilities/book', body, owner),
        postJson(second, '/api/facilities/book', body, otherOwner),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 400]);
      const loser = answers.find((answer) => answer.statusCode === 400)!;
      expect(loser.json().error).toBe('This slot has just been taken. Please choose another slot.');
    }
    const live = await db.orm
      .select({ id: facilityBookings.id })
      .from(facilityBookings)
      .where(eq(facilityBookings.facilityId, facilityId));
    expect(live).toHaveLength(5);
  });
});
