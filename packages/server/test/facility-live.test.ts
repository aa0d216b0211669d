import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { facilities } from '../src/db/schema';
import { postJson } from './support/requests';
import { engines, seededDatabase, testServer } from './support/harness';
import { pause, signedIn, socketAddress, TestSocket, type SignedIn } from './support/socket';

/*
 * Spec 002 §1 Facilities: a booking made or cancelled reaches every open week view of the
 * property, owners' included (another owner's slot turns Taken without a reload), and no other
 * property's screens.
 */
describe.each(engines)('facility slots pushed live on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let url: string;
  let owner: SignedIn;
  let neighbour: SignedIn;
  let admin: SignedIn;
  let admin2: SignedIn;
  const opened: TestSocket[] = [];

  async function connect(user: SignedIn) {
    const socket = await TestSocket.connect(url, user);
    opened.push(socket);
    return socket;
  }

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = socketAddress(app);
    owner = await signedIn(app, 'owner@demo.test');
    neighbour = await signedIn(app, 'owner3@demo.test');
    admin = await signedIn(app, 'admin@demo.test');
    admin2 = await signedIn(app, 'admin2@demo.test');
  }, 120_000);

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((socket) => socket.close()));
    await pause(50);
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it("given an owner books and cancels a slot, another owner's and the staff's screens hear 'facility' each time, another property's do not", async () => {
    const [bbq] = await db.orm
      .select({ id: facilities.id })
      .from(facilities)
      .where(and(eq(facilities.propertyId, 1), eq(facilities.name, 'BBQ Pit')));
    const other = await connect(neighbour);
    const staff = await connect(admin);
    const elsewhere = await connect(admin2);

    const booked = await postJson(
      app,
      '/api/facilities/book',
      { facility_id: bbq!.id, date: '2026-11-12', time: '10:00' },
      owner.token,
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const pushed = { type: 'facility', data: { id: bbq!.id } };
    expect(await other.next('facility')).toEqual(pushed);
    expect(await staff.next('facility')).toEqual(pushed);

    const cancelled = await postJson(
      app,
      '/api/facilities/bookings/cancel',
      { id: booked.json().data.id },
      owner.token,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await other.next('facility', () => other.all('facility').length === 2);
    await pause(100);
    expect(other.all('facility')).toHaveLength(2);
    expect(elsewhere.all('facility')).toEqual([]);
  });
});
