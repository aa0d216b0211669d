import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { supportReports } from '../src/db/schema';
import {
  ADMIN_MATRIX,
  HOME,
  LOGINS,
  sessionEndingAnswers,
  type Role,
  type Scope,
} from './authorization-matrix';
import { expectStillSignedIn, get, signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';
import { NAMES_A_FIELD, postForm, postJson, postMultipart } from './support/requests';
import { renderDemoHouseRules } from '../src/modules/house-rules/records';

/** The admin calls of spec 002 in the authorization matrix, the docs and bad input. */
describe.each(engines)('admin calls of spec 002 on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  const tokens = {} as Record<Exclude<Role, 'none'>, string>;
  let developer: string;
  let pdf: string;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db);
    for (const [role, login] of Object.entries(LOGINS)) {
      tokens[role as Exclude<Role, 'none'>] = await signIn(app, login);
    }
    developer = await signIn(app, 'dev@demo.test');
    pdf = (await renderDemoHouseRules('Matrix')).toString('base64');
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  /** Fresh records a row's placeholders name. */
  async function placeholders(property = 1): Promise<Record<string, string>> {
    const [report] = await db.orm
      .insert(supportReports)
      .values({ username: 'Matrix', report: 'Matrix pending report', propertyId: 1 })
      .returning({ id: supportReports.id });
    return { report: String(report!.id), property: String(property), pdf };
  }

  /** The body POST /api/setting saves: the current settings, as the page sends them back. */
  async function currentSettings() {
    const body = (await get(app, '/api/setting', tokens.super)).json();
    const { online: _online, default_policies: _defaults, policies, ...numbers } = body;
    return { ...numbers, roles: policies.roles };
  }

  describe('authorization matrix', () => {
    const cases = ADMIN_MATRIX.flatMap((row) =>
      (Object.keys(row.expect) as Role[]).flatMap((role) =>
        (['own', 'other'] as Scope[]).map((scope) => ({
          row,
          call: row.call,
          role,
          scope,
          status: row.expect[role][scope],
        })),
      ),
    );

    async function call(
      row: (typeof ADMIN_MATRIX)[number],
      token: string | undefined,
      property = 1,
    ) {
      const values = await placeholders(property);
      const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
      const [method, template] = row.call.split(' ') as [string, string];
      const path = fill(template);
      const body = row.body
        ? Object.fromEntries(
            Object.entries(row.body).map(([name, value]) => [
              name,
              typeof value === 'string' ? fill(value) : value,
            ]),
          )
        : undefined;
      if (method === 'GET') return get(app, path, token);
      if (row.format === 'form') return postForm(app, path, body!, token);
      if (row.format === 'multipart')
        return postMultipart(app, path, body as Record<string, string | number>, token);
      return postJson(app, path, body ?? (await currentSettings()), token);
    }

    it.each(ADMIN_MATRIX)('$call as the developer answers $developer', async (row) => {
      const response = await call(row, developer);
      expect(response.statusCode, response.body).toBe(row.developer);
      await expectStillSignedIn(app, developer);
    });

    it.each(cases)(
      '$call as $role ($scope) answers $status',
      async ({ row, role, scope, status }) => {
        const token = role === 'none' ? undefined : tokens[role];
        const property = scope === 'own' ? HOME[role] : HOME[role] === 1 ? 2 : 1;
        const response = await call(row, token, property);
        expect(response.statusCode, response.body).toBe(status);
        if (status >= 400) expect(typeof response.json().error).toBe('string');
        if (token) await expectStillSignedIn(app, token);
      },
    );

    it('never answers a signed-in role 401, 402 or 403', () => {
      expect(sessionEndingAnswers(ADMIN_MATRIX)).toEqual([]);
    });
  });

  it('GET /api/docs documents every admin call', async () => {
    const document = (await get(app, '/api/docs')).json();
    for (const row of ADMIN_MATRIX) {
      const [method, path] = row.call.split(' ') as [string, string];
      const route = path
        .split('?')[0]!
        .replace(/\{\w+\}/, '{id}')
        .replace('/group-type/Agent', '/group-type/{group_type}')
        .replace(/^\/api\/reports\/[a-z_]+$/, '/api/reports/{type}');
      const operation = document.paths[route]?.[method.toLowerCase()];
      expect(operation, row.call).toBeDefined();
      expect(operation.description.length, row.call).toBeGreaterThan(40);
    }
  });

  describe('bad input', () => {
    async function snapshot() {
      const [row] = await db.query<Record<string, string>>(`select
        (select md5(string_agg(report || status, ',' order by id)) from support_reports) as reports,
        (select md5(string_agg(online::text || child_min_age || adult_min_age || senior_min_age || super_senior_min_age || agents_ticket_expiry_period, ',' order by property_id)) from settings) as settings,
        (select md5(string_agg(name, ',' order by id)) from roles) as roles,
        (select md5(string_agg(role_id || area || permission || active::text, ',' order by role_id, area, permission)) from role_policies) as policies,
        (select count(*) from app_versions) as versions,
        (select count(*) from error_log) as errors,
        (select md5(string_agg(doc, ',' order by property_id)) from house_rules) as house_rules`);
      return row;
    }

    const big = 'x'.repeat(200_000);
    const fields = [
      'report',
      'online',
      'child_min_age',
      'adult_min_age',
      'roles',
      'android',
      'ios',
    ];
    const shapes: [string, unknown][] = [
      ['an empty object', {}],
      ['null', null],
      ['an array', []],
      ['wrong-typed fields', Object.fromEntries(fields.map((name) => [name, { a: [1] }]))],
      ['null fields', Object.fromEntries(fields.map((name) => [name, null]))],
      ['negative numbers', Object.fromEntries(fields.map((name) => [name, -1]))],
      ['huge numbers', Object.fromEntries(fields.map((name) => [name, 99_999_999_999]))],
      ['oversized fields', Object.fromEntries(fields.map((name) => [name, big]))],
    ];
    const posts = [
      '/api/support/report',
      '/api/setting',
      '/api/setting/online',
      '/api/setting/app-version',
      '/api/units/house-rules/upload',
    ];
    const bodies = posts.flatMap((url) => [
      ...shapes.map(([name, value]) => ({
        name: `${url} with ${name}`,
        url,
        payload: JSON.stringify(value),
        type: 'application/json',
      })),
      { name: `${url} with malformed JSON`, url, payload: '{"a":', type: 'application/json' },
      { name: `${url} with plain text`, url, payload: 'hello', type: 'text/plain' },
      {
        name: `${url} with an empty form`,
        url,
        payload: '',
        type: 'application/x-www-form-urlencoded',
      },
    ]);

    it.each(bodies)('$name answers 4xx and changes nothing', async ({ url, payload, type }) => {
      const before = await snapshot();
      const response = await app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': type, authorization: `Bearer ${tokens.super}` },
      });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error).toMatch(/\w/);
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      ['a negative age', { child_min_age: -1 }],
      ['an age beyond 150', { adult_min_age: 151 }],
      ['an unknown area', { roles: 'unknown-area' }],
      ['an unknown permission', { roles: 'unknown-permission' }],
      ['a role twice', { roles: 'twice' }],
      ['a blank role name', { roles: 'blank' }],
    ])('POST /api/setting with %s answers 400 and changes nothing', async (_name, change) => {
      const current = await currentSettings();
      const roles = current.roles as { name: string; policies: Record<string, unknown> }[];
      const custom = {
        name: `Tester ${engine}`,
        new: true,
        policies: {} as Record<string, unknown>,
      };
      const variants: Record<string, unknown[]> = {
        'unknown-area': [...roles, { ...custom, policies: { Spaceships: { permissions: [] } } }],
        'unknown-permission': [
          ...roles,
          { ...custom, policies: { Units: { permissions: [{ name: 'Fly', active: true }] } } },
        ],
        twice: [...roles, roles[0]],
        blank: [...roles, { ...custom, name: '  ' }],
      };
      const body = {
        ...current,
        ...change,
        ...('roles' in change ? { roles: variants[change.roles as string] } : {}),
      };
      const before = await snapshot();
      const response = await postJson(app, '/api/setting', body, tokens.manager);
      expect(response.statusCode, response.body).toBe(400);
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      '/api/support?page=-1',
      '/api/support?page=99999999999',
      `/api/support?search=${'x'.repeat(600)}`,
      '/api/support/resolve/abc',
      '/api/support/resolve/0',
      '/api/support/resolve/99999999999',
      '/api/setting?property_id=abc',
      '/api/setting?property_id=99999999999',
      '/api/api-request-log?page=-1',
      '/api/api-request-log?page=abc',
      '/api/api-request-log?page=99999999999',
      '/api/units/house-rules?property_id=abc',
      '/api/units/house-rules?property_id=99999999999',
      '/api/units/house-rules?property_id=0',
      '/api/reports?property_id=abc',
      '/api/reports?property_id=99999999999',
      '/api/booking/group-type/Pirates',
      '/api/booking/group-type/Agent?property_id=-1',
    ])('GET %s answers 4xx with a message', async (url) => {
      const token = url.includes('request-log') ? developer : tokens.super;
      const response = await get(app, url, token);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error).toMatch(response.statusCode === 400 ? NAMES_A_FIELD : /\w/);
    });
  });
});
