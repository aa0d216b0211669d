import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, seededDatabase, testServer } from './support/harness';
import { pause, signedIn, socketAddress, TestSocket } from './support/socket';

/* A new audit entry is read for the push only where someone connected may read the audit log. */

describe.each(engines)('the activity-log push on %s', (engine) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  const statements: string[] = [];
  const entryReads = () =>
    statements.filter((query) => /from "audit_entries" where "audit_entries"\."id" = /.test(query));

  beforeAll(async () => {
    const seeded = await seededDatabase(engine, {
      logger: { logQuery: (query) => void statements.push(query) },
    });
    drop = seeded.drop;
    app = await testServer(seeded.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('given only an owner connected, a write does not read its audit entry back', async () => {
    const owner = await TestSocket.connect(
      socketAddress(app),
      await signedIn(app, 'owner@demo.test'),
    );
    try {
      statements.length = 0;
      await signedIn(app, 'guard@demo.test');
      await pause(300);
      expect(statements.some((query) => query.startsWith('insert into "audit_entries"'))).toBe(
        true,
      );
      expect(entryReads()).toEqual([]);
      expect(owner.all('activity-log')).toEqual([]);
    } finally {
      await owner.close();
    }
  });

  it('given a manager connected, a write reaches them as activity-log', async () => {
    const manager = await TestSocket.connect(
      socketAddress(app),
      await signedIn(app, 'manager@demo.test'),
    );
    try {
      statements.length = 0;
      await signedIn(app, 'guard@demo.test');
      const entry = await manager.next('activity-log', (m) => m.data.username === 'guard');
      expect(entry.data).toMatchObject({ module: 'Session', action: 'sign-in' });
      expect(entryReads()).toHaveLength(1);
    } finally {
      await manager.close();
    }
  });
});
