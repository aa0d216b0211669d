import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../src/db/database';
import { engines, seededDatabase, testServer } from './support/harness';
import { pause, signedIn, socketAddress, TestSocket, type SignedIn } from './support/socket';

/**
 * A write through one server instance reaches a websocket client of another. On
 * PostgreSQL each instance has its own pool and LISTEN connection (what separate machines do);
 * on PGlite, which one process owns, both instances share it and its in-process NOTIFY.
 */
describe.each(engines)('two server instances on one %s database', (engine) => {
  let drop: () => Promise<void>;
  let secondDb: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;
  // Managers may read the audit log, so they hear activity-log.
  let manager: SignedIn;
  let owner: SignedIn;
  let superUser: SignedIn;
  const opened: TestSocket[] = [];

  async function connect(app: FastifyInstance, user: SignedIn) {
    const socket = await TestSocket.connect(socketAddress(app), user);
    opened.push(socket);
    return socket;
  }

  beforeAll(async () => {
    const seeded = await seededDatabase(engine);
    drop = seeded.drop;
    if (engine === 'PostgreSQL') {
      // The second instance has its own connection pool (and listener) on the same database.
      secondDb = await openPostgres(seeded.url!);
    } else {
      secondDb = seeded.db;
    }
    first = await testServer(seeded.db);
    second = await testServer(secondDb);
    await first.listen({ port: 0, host: '127.0.0.1' });
    await second.listen({ port: 0, host: '127.0.0.1' });
    manager = await signedIn(first, 'manager@demo.test');
    owner = await signedIn(first, 'owner@demo.test');
    superUser = await signedIn(first, 'super@demo.test');
  }, 120_000);

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((socket) => socket.close()));
    // Let both instances hear the closes before the next test counts who is online.
    await pause(100);
  });

  afterAll(async () => {
    await second?.close();
    if (engine === 'PostgreSQL') await secondDb?.close();
    await first?.close();
    await drop?.();
  });

  it('given a staff client on the second instance, a write through the first arrives there as activity-log', async () => {
    const staff = await connect(second, manager);
    await signedIn(first, 'guard@demo.test');
    const entry = await staff.next('activity-log', (m) => m.data.username === 'guard');
    expect(entry.data).toMatchObject({ module: 'Session', action: 'sign-in' });
  });

  it('given a client of property 2 on the second instance, a property 1 write through the first does not reach it', async () => {
    const staff = await connect(second, manager);
    const other = await connect(second, await signedIn(first, 'admin2@demo.test'));
    await signedIn(first, 'guard@demo.test');
    await staff.next('activity-log', (m) => m.data.username === 'guard');
    await pause(200);
    expect(other.all('activity-log').filter((m) => m.data.username === 'guard')).toEqual([]);
  });

  it('given provider staff on the first instance, an owner connecting to the second is announced to them', async () => {
    const staff = await connect(first, superUser);
    await connect(second, owner);
    expect(await staff.next('new_user', (m) => m.data.id === owner.id)).toBeTruthy();
  });

  it('given an owner online on the first instance, provider staff connecting to the second see them in users', async () => {
    await connect(first, owner);
    await pause(100);
    const staff = await connect(second, superUser);
    expect((await staff.next('users')).data).toContain(owner.id);
  });

  it('given provider staff on the first instance, a chat reaches an owner on the second', async () => {
    const staff = await connect(first, superUser);
    const user = await connect(second, owner);
    staff.send({
      type: '/chat',
      data: {
        msg_id: `fan-out-${engine}`,
        recipient_id: owner.id,
        recipient: owner.name,
        message: 'Across instances',
      },
    });
    expect((await user.next('chat')).data.message).toBe('Across instances');
  });
});
