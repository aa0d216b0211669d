import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { services } from '../src/db/schema';
import { engines, seededDatabase, testServer } from './support/harness';
import { pause, signedIn, socketAddress, TestSocket, type SignedIn } from './support/socket';

describe.each(engines)('a service switched on or off on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let url: string;
  let superUser: SignedIn;
  let admin: SignedIn;
  let owner: SignedIn;
  let admin2: SignedIn;
  const opened: TestSocket[] = [];

  async function connect(user: SignedIn) {
    const socket = await TestSocket.connect(url, user);
    opened.push(socket);
    return socket;
  }

  async function toggle(path: 'enable-service' | 'disable-service', serviceId: number) {
    return app.inject({
      method: 'POST',
      url: `/api/properties/${path}`,
      headers: {
        'x-platform': 'web_app',
        'x-app-version': '1.0.0',
        authorization: `Bearer ${superUser.token}`,
      },
      payload: { property_id: 1, service_id: serviceId },
    });
  }

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = socketAddress(app);
    superUser = await signedIn(app, 'super@demo.test');
    admin = await signedIn(app, 'admin@demo.test');
    owner = await signedIn(app, 'owner@demo.test');
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

  it("given Visitors switched off and on again on property 1, that property's admin and owner hear get-bubble each time, property 2's admin does not", async () => {
    const [visitors] = await db.orm.select().from(services).where(eq(services.name, 'Visitors'));
    const staff = await connect(admin);
    const resident = await connect(owner);
    const elsewhere = await connect(admin2);

    expect((await toggle('disable-service', visitors!.id)).statusCode).toBe(200);
    expect(await staff.next('get-bubble')).toEqual({ type: 'get-bubble' });
    expect(await resident.next('get-bubble')).toEqual({ type: 'get-bubble' });

    expect((await toggle('enable-service', visitors!.id)).statusCode).toBe(200);
    await staff.next('get-bubble', () => staff.all('get-bubble').length === 2);
    await pause(100);
    expect(staff.all('get-bubble')).toHaveLength(2);
    expect(resident.all('get-bubble')).toHaveLength(2);
    expect(elsewhere.all('get-bubble')).toEqual([]);
  });

  it('given a refused toggle (already enabled), nothing is pushed', async () => {
    const [visitors] = await db.orm.select().from(services).where(eq(services.name, 'Visitors'));
    const staff = await connect(admin);
    expect((await toggle('enable-service', visitors!.id)).statusCode).toBe(400);
    await pause(150);
    expect(staff.all('get-bubble')).toEqual([]);
  });
});
