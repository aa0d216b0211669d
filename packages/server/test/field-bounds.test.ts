import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { get, signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';
import { PNG_BASE64, postJson, postMultipart } from './support/requests';

/*
 * The bounds of the shared wire schemas (packages/domain/src/schemas/primitives.ts), as a client
 * meets them: a bad value answers 400 naming the field, never 500, and nothing is stored.
 */

const visitor = {
  name: 'Bounds',
  contact: '0123456789',
  vehicle_no: 'WXY 1234',
  type: 'Visit',
  start_date: '2026-11-03',
};

const TOO_BIG_ID = 2_147_483_648;

describe.each(engines)('field bounds on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let superUser: string;
  let admin: string;
  let manager: string;
  let owner: string;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db);
    superUser = await signIn(app, 'super@demo.test');
    admin = await signIn(app, 'admin@demo.test');
    manager = await signIn(app, 'manager@demo.test');
    owner = await signIn(app, 'owner@demo.test');
  }, 120_000);

  afterAll(async () => {
    await app.close();
    await drop();
  });

  async function count(table: string) {
    const [row] = await db.query<{ count: string }>(`select count(*) as count from ${table}`);
    return Number(row!.count);
  }

  describe('calendar dates', () => {
    it.each(['2026-13-45', '2026-02-30', '2027-02-29'])(
      'given a visitor starting on %s, answers 400 naming start_date and stores nothing',
      async (day) => {
        const before = await count('visitors');
        const response = await postJson(
          app,
          '/api/visitors/add',
          { ...visitor, start_date: day },
          owner,
        );
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: 'start_date: Must be a real date (yyyy-mm-dd)',
        });
        expect(await count('visitors')).toBe(before);
      },
    );

    it('given an Over Night visit ending on 2026-11-31, answers 400 naming end_date', async () => {
      const response = await postJson(
        app,
        '/api/visitors/add',
        { ...visitor, type: 'Over Night', end_date: '2026-11-31' },
        owner,
      );
      expect(response.json()).toEqual({ error: 'end_date: Must be a real date (yyyy-mm-dd)' });
    });

    it('given a visitor on 2028-02-29 (a leap day), registers it', async () => {
      const response = await postJson(
        app,
        '/api/visitors/add',
        { ...visitor, start_date: '2028-02-29' },
        owner,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().start_date).toBe('2028-02-29');
    });

    it('given a client asking in Malay, answers with the field and the Malay text', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/visitors/add',
        headers: {
          'x-platform': 'web_app',
          'x-app-version': '1.0.0',
          authorization: `Bearer ${owner}`,
          'content-type': 'application/json',
          'accept-language': 'ms',
        },
        payload: JSON.stringify({ ...visitor, start_date: '2026-13-45' }),
      });
      expect(response.json()).toEqual({
        error: 'start_date: Mestilah tarikh yang wujud dalam kalendar (yyyy-mm-dd)',
      });
    });

    it('given a report range ending on 2026-02-30, answers 400 naming its place in the range', async () => {
      const response = await get(
        app,
        '/api/reports/void_note?departure_date=2026-02-01,2026-02-30',
        admin,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'departure_date.1: Must be a real date (yyyy-mm-dd)',
      });
    });

    it('given a statement month 2026-13, answers 400 naming date and issues nothing', async () => {
      const before = await count('account_statements');
      const response = await postJson(
        app,
        '/api/account-statements/generate',
        { types: ['maintenance'], date: '2026-13' },
        admin,
      );
      expect(response.json()).toEqual({ error: 'date: Must be a real month (yyyy-mm)' });
      expect(await count('account_statements')).toBe(before);
    });
  });

  describe('ids within PostgreSQL integers', () => {
    it.each([
      ['a path', `/api/units/detail/${TOO_BIG_ID}`, 'id'],
      ['a path of two ids', `/api/units/access-card/${TOO_BIG_ID}?page=0`, 'unit_id'],
      ['a query', `/api/units?property_id=${TOO_BIG_ID}`, 'property_id'],
      ['a settings query', `/api/setting?property_id=${TOO_BIG_ID}`, 'property_id'],
      ['a report filter', `/api/reports/void_note?staff_id=${TOO_BIG_ID}`, 'staff_id'],
      [
        'a download query',
        `/api/account-statements/pdf/1?account_statement_id=${TOO_BIG_ID}`,
        'account_statement_id',
      ],
      ['the house rules query', `/api/units/house-rules?property_id=${TOO_BIG_ID}`, 'property_id'],
    ])('given 2147483648 in %s, answers 400 naming %s', async (_where, url, field) => {
      const response = await get(app, url, superUser);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error: `${field}: Must be a valid id` });
    });

    it('given 2147483647 in a path, looks for it (404), as it is an id PostgreSQL holds', async () => {
      const response = await get(app, '/api/units/detail/2147483647', superUser);
      expect(response.statusCode).toBe(404);
    });

    it('given 2147483648 in a JSON body, answers 400 naming the field and changes nothing', async () => {
      const before = await count('audit_entries');
      const response = await postJson(
        app,
        '/api/units/assign',
        { user_id: TOO_BIG_ID, unit_id: 1 },
        admin,
      );
      expect(response.json()).toEqual({ error: 'user_id: Must be a valid id' });
      expect(await count('audit_entries')).toBe(before);
    });

    it('given 2147483648 in a multipart body, answers 400 naming the field', async () => {
      const response = await postMultipart(
        app,
        '/api/users/upload',
        { img: PNG_BASE64, original_name: 'me.png', user_id: TOO_BIG_ID },
        admin,
      );
      expect(response.json()).toEqual({ error: 'user_id: Must be a valid id' });
    });

    it('given 2147483648 among the ids of a list, answers 400 naming its place', async () => {
      const response = await postJson(app, '/api/inbox/delete', { ids: [1, TOO_BIG_ID] }, owner);
      expect(response.json()).toEqual({ error: 'ids.1: Must be a valid id' });
    });
  });

  describe('page and list maxima', () => {
    it('given a page beyond 1,000,000, answers 400 naming page', async () => {
      const response = await get(app, '/api/users?type=owners&page=1000001', admin);
      expect(response.json()).toEqual({ error: 'page: Must be at most 1000000' });
    });

    it('given 1001 ids to archive, answers 400 naming ids', async () => {
      const ids = Array.from({ length: 1001 }, (_, index) => index + 1);
      const response = await postJson(app, '/api/inbox/delete', { ids }, owner);
      expect(response.json()).toEqual({ error: 'ids: Must hold at most 1000 values' });
    });
  });

  describe('text maxima', () => {
    it('given a remark of 501 characters, answers 400 naming remark and adds no unit', async () => {
      const before = await count('units');
      const response = await postJson(
        app,
        '/api/units/add',
        { unit_no: 'LONG-1', property_id: 1, remark: 'x'.repeat(501) },
        admin,
      );
      expect(response.json()).toEqual({ error: 'remark: Must be at most 500 characters' });
      expect(await count('units')).toBe(before);
    });

    it('given a remark of 500 characters, adds the unit', async () => {
      const response = await postJson(
        app,
        '/api/units/add',
        { unit_no: 'LONG-2', property_id: 1, remark: 'x'.repeat(500) },
        admin,
      );
      expect(response.statusCode, response.body).toBe(200);
    });

    it('given a search of 501 characters, answers 400 naming search', async () => {
      const response = await get(app, `/api/inbox?search=${'x'.repeat(501)}`, owner);
      expect(response.json()).toEqual({ error: 'search: Must be at most 500 characters' });
    });

    it('given an announcement message over 20,000 characters, answers 400 naming message', async () => {
      const before = await count('announcements');
      const response = await postJson(
        app,
        '/api/announcements/add',
        { title: 'Long', message: 'x'.repeat(20_001), recipient: 'Owners' },
        admin,
      );
      expect(response.json()).toEqual({ error: 'message: Must be at most 20000 characters' });
      expect(await count('announcements')).toBe(before);
    });

    it('given a role name over 50 characters, answers 400 naming the role in the list', async () => {
      const body = (await get(app, '/api/setting', manager)).json();
      const { online: _online, default_policies: _defaults, policies, ...numbers } = body;
      const roles = policies.roles as unknown[];
      const response = await postJson(
        app,
        '/api/setting',
        { ...numbers, roles: [...roles, { name: 'x'.repeat(51), policies: {}, new: true }] },
        manager,
      );
      expect(response.json()).toEqual({
        error: `roles.${roles.length}.name: Must be at most 50 characters`,
      });
    });

    it('given a login name of 255 characters, answers 400 naming email_username', async () => {
      const response = await postJson(app, '/api/login', {
        email_username: 'x'.repeat(255),
        password: 'demo1234',
      });
      expect(response.json()).toEqual({
        error: 'email_username: Must be at most 254 characters',
      });
    });

    it('given a number where text belongs, answers 400 saying it must be text', async () => {
      const response = await postJson(app, '/api/units/add', { unit_no: 7, property_id: 1 }, admin);
      expect(response.json()).toEqual({ error: 'unit_no: Must be text' });
    });
  });

  describe('upload file names', () => {
    it.each([
      ['../x.png', 'Must be a file name, without / or \\'],
      ['..\\x.png', 'Must be a file name, without / or \\'],
      ['x\u0001.png', 'Must not contain control characters'],
      [`${'x'.repeat(252)}.png`, 'Must be at most 255 characters'],
    ])(
      'given the original name %j, answers 400 naming original_name and stores nothing',
      async (name, message) => {
        const before = await count('uploads');
        const response = await postMultipart(
          app,
          '/api/users/upload',
          { img: PNG_BASE64, original_name: name, user_id: 5 },
          admin,
        );
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: `original_name: ${message}` });
        expect(await count('uploads')).toBe(before);
      },
    );

    it('given no picture at all, answers 400 saying the image is required', async () => {
      const response = await postMultipart(
        app,
        '/api/users/upload',
        { original_name: 'me.png', user_id: 5 },
        admin,
      );
      expect(response.json()).toEqual({ error: 'img: Image is required' });
    });

    it('given a plain file name, stores the picture', async () => {
      const response = await postMultipart(
        app,
        '/api/users/upload',
        { img: PNG_BASE64, original_name: 'Gambar saya (1).png', user_id: 5 },
        admin,
      );
      expect(response.statusCode, response.body).toBe(200);
    });
  });
});
