import { scryptSync } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { users } from '../src/db/schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { errorForLog } from '../src/http/error-log-fields';
import { requestForLog } from '../src/http/log';
import { get, signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';
import { PNG_BASE64, postForm, postJson, postMultipart } from './support/requests';
import { pause, signedIn, socketAddress, TestSocket, type SignedIn } from './support/socket';

/* The smaller weaknesses a security review found, one test each. */

describe.each(engines)('smaller hardening on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let url: string;
  let admin: string;
  const opened: TestSocket[] = [];

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = socketAddress(app);
    admin = await signIn(app, 'admin');
  }, 120_000);

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((socket) => socket.close()));
    await pause(50);
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  async function connect(user: SignedIn) {
    const socket = await TestSocket.connect(url, user);
    opened.push(socket);
    return socket;
  }

  it('given a NUL character in a JSON, form or query text, answers 400 naming the field', async () => {
    const answers = [
      await postJson(app, '/api/units/add', { unit_no: 'N\u0000-1', property_id: 1 }, admin),
      await postForm(
        app,
        '/api/users/add',
        {
          type: 'owners',
          name: 'Nul\u0000Name',
          username: 'nulname',
          email: 'nul@example.test',
          contact: '0123456789',
          ic: '900101-14-5678',
          gender: 'Female',
          marital_status: 'Single',
        },
        admin,
      ),
      await get(app, '/api/units?search=a%00b', admin),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error).toMatch(/must not contain a NUL character$/);
    }
    expect(answers[0]!.json().error).toBe('unit_no: must not contain a NUL character');
  });

  it("given a NUL character in a multipart upload's file name, answers 400 naming the field", async () => {
    const answer = await postMultipart(
      app,
      '/api/users/upload',
      { img: PNG_BASE64, original_name: 'fa\u0000ce.png', user_id: 5 },
      admin,
    );
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toEqual({
      error: 'original_name: Must not contain control characters',
    });
  });

  it('given a multipart body on a call that takes a form, answers 400 and stores nothing', async () => {
    const reports = async () =>
      (await db.query<{ total: number }>('select count(*)::int as total from support_reports'))[0]!
        .total;
    const before = await reports();
    const answer = await postMultipart(
      app,
      '/api/support/report',
      { report: 'by multipart' },
      admin,
    );
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toEqual({ error: 'This content type is not accepted' });
    expect(await reports()).toBe(before);
  });

  it('given a failed query, the logged error keeps the statement but not its parameters', async () => {
    const failure = await db.orm
      .execute(sql`update no_such_table set password_hash = ${'scrypt$16384$8$1$secret-hash'}`)
      .catch((error: unknown) => error);
    expect(String((failure as Error).message)).toContain('secret-hash');
    const logged = JSON.stringify(errorForLog(failure));
    expect(logged).not.toContain('secret-hash');
    expect(logged).toContain('Failed query');
  });

  it('given a download link with ?token=, the access log hides the token', () => {
    const entry = requestForLog({
      method: 'GET',
      url: '/storage/pictures/a.png?token=SECRET&x=1',
      host: 'localhost',
      ip: '127.0.0.1',
    } as never);
    expect(entry.url).toBe('/storage/pictures/a.png?token=[redacted]&x=1');
  });

  it('given staff without View on Audit, activity-log is not pushed to them', async () => {
    await db.query(
      `update role_policies set active = false where area = 'Audit'
         and role_id = (select id from roles where property_id = 1 and name = 'Supervisor')`,
    );
    const reader = await connect(await signedIn(app, 'manager@demo.test'));
    const supervisor = await connect(await signedIn(app, 'supervisor1@demo.test'));
    await signedIn(app, 'guard@demo.test');
    await reader.next('activity-log', (m) => m.data.username === 'guard');
    await pause(150);
    expect(supervisor.all('activity-log')).toEqual([]);
  });

  it('given one user reporting errors from two sockets, 10 a minute are stored in all', async () => {
    const owner = await signedIn(app, 'owner@demo.test');
    const sockets = [await connect(owner), await connect(owner)];
    for (let report = 0; report < 16; report += 1)
      sockets[report % 2]!.send({
        type: '/error',
        data: { message: `flood ${engine} ${report}`, path: '/d/dashboard' },
      });
    await pause(1500);
    const [row] = await db.query<{ total: number }>(
      `select count(*)::int as total from error_log where message like 'flood ${engine} %'`,
    );
    expect(row!.total).toBe(10);
  });

  it('given a password hash of the old scrypt cost, signing in replaces it with the current cost', async () => {
    const salt = Buffer.alloc(16, 7);
    const key = scryptSync('demo1234', salt, 64, { N: 16384, r: 8, p: 1 });
    const old = ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')];
    await db.orm
      .update(users)
      .set({ passwordHash: old.join('$') })
      .where(eq(users.username, 'csa1'));
    await signIn(app, 'csa1');
    const [row] = await db.orm.select().from(users).where(eq(users.username, 'csa1'));
    expect(row!.passwordHash).toMatch(/^scrypt\$16384\$8\$5\$/);
    await expect(signIn(app, 'csa1')).resolves.toBeTruthy();
  });

  it("given a user's picture, it is served to them and their property's staff, and 404 to another property", async () => {
    const upload = await postMultipart(
      app,
      '/api/users/upload',
      { img: PNG_BASE64, original_name: 'face.png', user_id: 5 },
      admin,
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const name = upload.json().img as string;
    const statusFor = async (login: string) =>
      (await get(app, `/storage/pictures/${name}`, await signIn(app, login))).statusCode;
    expect(await statusFor('owner')).toBe(200);
    expect(await statusFor('guard')).toBe(200);
    expect(await statusFor('admin2')).toBe(404);
    expect(await statusFor('super')).toBe(200);
  });
});
