import { once } from 'node:events';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { seededDatabase, testServer } from './support/harness';

/** A raw connection from 127.0.0.1, open once the server has accepted it at the TCP level. */
async function openConnection(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  return socket;
}

/**
 * Asks for /healthz on `socket` (kept alive) and answers the start of the reply, or '' when the
 * server closes the connection instead.
 */
function askHealth(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('data', (chunk: Buffer) => resolve(chunk.toString()));
    socket.once('close', () => resolve(''));
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
  });
}

describe('connections held by one client address', () => {
  let db: Database;
  let drop: () => Promise<void>;
  const servers: Awaited<ReturnType<typeof testServer>>[] = [];
  const sockets: Socket[] = [];

  /** A listening server with `options`, and its port. */
  async function listening(options: Parameters<typeof testServer>[1]) {
    const app = await testServer(db, options);
    servers.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, port: (app.server.address() as AddressInfo).port };
  }

  async function held(port: number) {
    const socket = await openConnection(port);
    sockets.push(socket);
    return socket;
  }

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase('PGlite'));
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    for (const app of servers) await app.close();
    await drop?.();
  });

  it('given three connections held at a cap of three, closes a fourth at once and answers the three', async () => {
    const { port } = await listening({ maxConnectionsPerAddress: 3 });
    const first = [await held(port), await held(port), await held(port)];
    for (const socket of first) expect(await askHealth(socket)).toMatch(/^HTTP\/1\.1 200/);

    const fourth = await held(port);

    expect(await askHealth(fourth)).toBe('');
    for (const socket of first) expect(await askHealth(socket)).toMatch(/^HTTP\/1\.1 200/);
  });

  it('given one of the three closed, accepts a new connection', async () => {
    const { app, port } = await listening({ maxConnectionsPerAddress: 3 });
    const accepted: Socket[] = [];
    app.server.on('connection', (socket: Socket) => accepted.push(socket));
    const first = [await held(port), await held(port), await held(port)];
    for (const socket of first) expect(await askHealth(socket)).toMatch(/^HTTP\/1\.1 200/);

    // Waits until the server itself has seen the connection close, so the count is down.
    const serverSide = accepted.find((socket) => socket.remotePort === first[0]!.localPort)!;
    first[0]!.end();
    await once(serverSide, 'close');
    const replacement = await held(port);

    expect(await askHealth(replacement)).toMatch(/^HTTP\/1\.1 200/);
  });

  it('given TRUST_PROXY, leaves the cap off (every client arrives from the proxy)', async () => {
    const { port } = await listening({ maxConnectionsPerAddress: 3, trustProxy: 1 });
    const connections = [];
    for (let index = 0; index < 4; index += 1) connections.push(await held(port));

    for (const socket of connections) expect(await askHealth(socket)).toMatch(/^HTTP\/1\.1 200/);
  });

  it('given a cap of 0, leaves the cap off', async () => {
    const { port } = await listening({ maxConnectionsPerAddress: 0 });
    const connections = [];
    for (let index = 0; index < 4; index += 1) connections.push(await held(port));

    for (const socket of connections) expect(await askHealth(socket)).toMatch(/^HTTP\/1\.1 200/);
  });
});
