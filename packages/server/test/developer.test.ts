import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { apiRequestLog, appVersions, errorLog } from '../src/db/schema';
import { get, signIn } from './support/client';
import { engines, freshAddress, seededDatabase, testServer } from './support/harness';
import { postJson } from './support/requests';
import { signedIn, socketAddress, TestSocket } from './support/socket';

type LogRow = { url: string; post_data: string | null; username: string; platform: string };

describe.each(engines)('developer pages on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let developer: string;
  let superUser: string;
  let admin: string;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    developer = await signIn(app, 'dev@demo.test');
    superUser = await signIn(app, 'super@demo.test');
    admin = await signIn(app, 'admin@demo.test');
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  describe('app version', () => {
    it('answers and saves the versions for developers only', async () => {
      expect((await get(app, '/api/setting/app-version', developer)).json()).toEqual({
        android: '2.5.0',
        ios: '2.5.0',
      });
      const saved = await postJson(
        app,
        '/api/setting/app-version',
        { android: '2.6.0', ios: '2.6.1' },
        developer,
      );
      expect(saved.json()).toEqual({ message: 'Changes has been saved' });
      expect((await get(app, '/api/setting/app-version', developer)).json()).toEqual({
        android: '2.6.0',
        ios: '2.6.1',
      });
      for (const token of [superUser, admin]) {
        const refused = await get(app, '/api/setting/app-version', token);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error).toBe('Only a developer user can open this page');
      }
      const before = await db.orm.select({ n: count() }).from(appVersions);
      const blank = await postJson(
        app,
        '/api/setting/app-version',
        { android: '', ios: '1' },
        developer,
      );
      expect(blank.statusCode).toBe(400);
      expect(await db.orm.select({ n: count() }).from(appVersions)).toEqual(before);
    });
  });

  describe('error log', () => {
    it('stores a reported script error with who and where, pushes error-log to developers, and clears', async () => {
      const dev = await TestSocket.connect(
        socketAddress(app),
        await signedIn(app, 'dev@demo.test'),
      );
      const owner = await TestSocket.connect(
        socketAddress(app),
        await signedIn(app, 'owner@demo.test'),
      );
      owner.send({
        type: '/error',
        data: { message: `ReferenceError: q is not defined (${engine})`, path: '/d/inbox' },
      });
      const notice = await dev.next('error-log');
      expect(notice.data?.total).toBeGreaterThan(0);
      const counters = (await get(app, '/api/notification', developer)).json();
      expect(counters.error_log).toBe(notice.data?.total);

      const log = await get(app, '/error_log', developer);
      expect(log.statusCode).toBe(200);
      expect(log.headers['content-type']).toContain('text/plain');
      expect(log.body).toContain(`ReferenceError: q is not defined (${engine})`);
      expect(log.body).toMatch(/owner at \/d\/inbox/);

      expect((await get(app, '/error_log', admin)).statusCode).toBe(400);
      expect((await get(app, '/clear_log', admin)).statusCode).toBe(400);
      expect((await get(app, '/error_log')).statusCode).toBe(401);
      expect((await db.orm.select({ n: count() }).from(errorLog))[0]!.n).toBeGreaterThan(0);

      expect((await get(app, '/clear_log', developer)).json()).toEqual({
        message: 'Log has been cleared',
      });
      await dev.next('error-log', (message) => message.data?.total === 0);
      expect((await get(app, '/error_log', developer)).body).toBe('');
      dev.close();
      owner.close();
    });
  });

  describe('API request log', () => {
    it('records requests in batches with the password of /api/login redacted', async () => {
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: freshAddress(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-platform': 'web_app',
          'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0 Safari/537.36',
        },
        payload: new URLSearchParams({
          email_username: 'admin@demo.test',
          password: 'demo1234',
          platform: 'web_app',
        }).toString(),
      });
      expect(login.statusCode).toBe(200);
      await get(app, `/api/units?token=${developer}&search=log-me`, admin);
      await app.flushRequestLog!();
      const list = (await get(app, '/api/api-request-log?search=/api/login', developer)).json<{
        data: (LogRow & { userAgent: unknown })[];
        total: number;
      }>();
      const entry = list.data.find((row) => row.post_data?.includes('admin@demo.test'));
      expect(entry).toBeDefined();
      expect(entry!.post_data).not.toContain('demo1234');
      expect(JSON.parse(entry!.post_data!)).toMatchObject({ password: '[redacted]' });
      expect(entry).toMatchObject({ url: 'POST /api/login', platform: 'web_app' });
      expect(entry!.userAgent).toEqual({ platform: 'Windows', browser: 'Chrome' });
      const stored = await db.orm.select().from(apiRequestLog);
      expect(JSON.stringify(stored)).not.toContain('demo1234');
      expect(JSON.stringify(stored)).not.toContain(developer);
      const units = (await get(app, '/api/api-request-log?search=log-me', developer)).json<{
        data: LogRow[];
      }>();
      expect(units.data[0]).toMatchObject({ username: 'admin' });
      expect(units.data[0]!.url).toContain('token=[redacted]');
      expect((await get(app, '/api/api-request-log', admin)).statusCode).toBe(400);
    });

    it('keeps at most REQUEST_LOG_MAX_ROWS rows', async () => {
      // The file's own server writes what it queued for the tests above now, not in the middle.
      await app.flushRequestLog!();
      const small = await testServer(db, { requestLogMaxRows: 5 });
      const token = await signIn(small, 'dev@demo.test');
      for (let index = 0; index < 12; index += 1) await get(small, '/api/authenticate', token);
      await small.flushRequestLog!();
      const rows = await db.orm.select({ n: count() }).from(apiRequestLog);
      expect(rows[0]!.n).toBeLessThanOrEqual(5);
      await small.close();
      const off = await testServer(db, { requestLogMaxRows: 0 });
      const before = await db.orm.select({ n: count() }).from(apiRequestLog);
      await get(off, '/api/authenticate', token);
      await off.close();
      expect(await db.orm.select({ n: count() }).from(apiRequestLog)).toEqual(before);
      expect(await db.orm.select().from(apiRequestLog).where(eq(apiRequestLog.url, 'x'))).toEqual(
        [],
      );
    });
  });
});
