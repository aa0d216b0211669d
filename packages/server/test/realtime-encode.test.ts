import { encodeMessage, type ServerMessage } from '@strata/domain';
import type * as Domain from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { engines, seededDatabase, testServer } from './support/harness';
import { signedIn, socketAddress, TestSocket } from './support/socket';

vi.mock('@strata/domain', async (importOriginal) => {
  const domain = await importOriginal<typeof Domain>();
  return { ...domain, encodeMessage: vi.fn(domain.encodeMessage) };
});

/** A message pushed to many sockets is encoded once, not once a socket. */
describe.each(engines)('a broadcast on %s', (engine) => {
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  const opened: TestSocket[] = [];

  beforeAll(async () => {
    const seeded = await seededDatabase(engine);
    drop = seeded.drop;
    app = await testServer(seeded.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(opened.map((socket) => socket.close()));
    await app?.close();
    await drop?.();
  });

  it("given three staff sockets of property 1, a push to the property's staff is encoded once and reaches all three", async () => {
    for (const login of ['admin@demo.test', 'manager@demo.test', 'guard@demo.test']) {
      opened.push(await TestSocket.connect(socketAddress(app), await signedIn(app, login)));
    }
    const encode = vi.mocked(encodeMessage);
    encode.mockClear();
    await app.realtime.publish({ propertyId: 1, event: { type: 'get-bubble' } });
    for (const socket of opened)
      expect(await socket.next('get-bubble')).toEqual({ type: 'get-bubble' });
    const pushes = encode.mock.calls.filter(
      ([message]) => (message as ServerMessage).type === 'get-bubble',
    );
    expect(pushes).toHaveLength(1);
  });
});
