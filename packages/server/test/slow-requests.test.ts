import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { seededDatabase, testServer } from './support/harness';

/**
 * What a socket that sends `request` and then nothing hears back, and how long it stayed open,
 * within `limitMs`.
 */
function trickle(port: number, request: string, limitMs: number) {
  return new Promise<{ heard: string; closedAfterMs: number | undefined }>((resolve) => {
    const started = Date.now();
    let heard = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => (heard += chunk.toString()));
    socket.on('error', () => undefined);
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ heard, closedAfterMs: undefined });
    }, limitMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ heard, closedAfterMs: Date.now() - started });
    });
  });
}

describe('requests that never finish arriving', () => {
  let app: Awaited<ReturnType<typeof testServer>>;
  let db: Database;
  let drop: () => Promise<void>;
  let port: number;

  beforeAll(async () => {
    const seeded = await seededDatabase('PGlite');
    db = seeded.db;
    drop = seeded.drop;
    app = await testServer(db, { requestTimeoutSeconds: 2 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('given a body shorter than its Content-Length, answers 408 and closes within seconds', async () => {
    const result = await trickle(
      port,
      [
        'POST /api/units/add HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        'Content-Length: 100',
        '',
        '{"unit_no":',
      ].join('\r\n'),
      15_000,
    );
    expect(result.heard).toMatch(/^HTTP\/1\.1 408/);
    expect(result.closedAfterMs).toBeDefined();
  });

  it('given headers that never end, closes the connection within seconds', async () => {
    const result = await trickle(port, 'GET /api/units HTTP/1.1\r\nHost: localhost\r\n', 15_000);
    expect(result.closedAfterMs).toBeDefined();
  });
});
