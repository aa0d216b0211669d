import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import {
  accessCards,
  devices,
  propertyServices,
  services,
  units,
  users,
  visitors,
} from '../src/db/schema';
import {
  type BodyFormat,
  HOME,
  LOGINS,
  RECORD_MATRIX,
  sessionEndingAnswers,
  type Role,
  type Scope,
} from './authorization-matrix';
import { expectStillSignedIn, get, signIn } from './support/client';
import { engines, NOW, seededDatabase, testServer } from './support/harness';
import {
  NAMES_A_FIELD,
  PNG_BASE64,
  postForm,
  postJson,
  postMultipart,
  remove,
} from './support/requests';

/** The demo owner (owner@demo.test). */
const DEMO_OWNER_ID = 5;

async function workbook(rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Import');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

describe.each(engines)('spec 001 calls on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  const tokens = {} as Record<Exclude<Role, 'none'>, string>;
  let counter = 0;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db);
    for (const [role, login] of Object.entries(LOGINS)) {
      tokens[role as Exclude<Role, 'none'>] = await signIn(app, login);
    }
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  /** Fresh records of `property` for one case, and the values of the placeholders. */
  async function fixtures(role: Role, property: number, text: string) {
    counter += 1;
    const n = `${counter}`;
    const values: Record<string, string | number> = { n, property };
    const ownCase = role === 'owner' && property === HOME.owner;
    const newOwner = async (suffix: string) =>
      (
        await db.orm
          .insert(users)
          .values({
            name: `Matrix ${suffix}${n}`,
            username: `mx${suffix}${n}`,
            email: `mx${suffix}${n}@example.test`,
            role: 'Owner',
            propertyId: property,
            passwordHash: 'unset$matrix',
          })
          .returning()
      )[0]!;
    const user = ownCase ? DEMO_OWNER_ID : (await newOwner('o')).id;
    values.user = user;
    values.free = (await newOwner('f')).id;
    await db.orm.delete(devices).where(eq(devices.userId, user));
    await db.orm
      .insert(devices)
      .values({ userId: user, name: 'Matrix phone', platform: 'android' });
    const [unit] = await db.orm
      .insert(units)
      .values({ propertyId: property, unitNo: `MXU-${n}`, userId: user })
      .returning();
    values.unit = unit!.id;
    const [card] = await db.orm
      .insert(accessCards)
      .values({ unitId: unit!.id, serialNumber: `MXS-${n}` })
      .returning();
    values.card = card!.id;
    values.qrcode = `MXQ${n}`;
    await db.orm.insert(visitors).values({
      propertyId: property,
      unitId: unit!.id,
      qrcode: `MXQ${n}`,
      name: `Matrix Guest ${n}`,
      contact: '0123456789',
      vehicleNo: 'MX 1',
      type: 'Visit',
      startDate: '2026-11-02',
      checkedInAt: NOW,
    });
    const [facilities] = await db.orm
      .select()
      .from(services)
      .where(eq(services.name, 'Facilities'));
    const link = and(
      eq(propertyServices.propertyId, property),
      eq(propertyServices.serviceId, facilities!.id),
    );
    if (text.includes('{disabledService}')) await db.orm.delete(propertyServices).where(link);
    if (text.includes('{enabledService}')) {
      await db.orm.delete(propertyServices).where(link);
      await db.orm
        .insert(propertyServices)
        .values({ propertyId: property, serviceId: facilities!.id });
    }
    // Written behind the server's back: its actor cache is told, as the toggle route does.
    app.actors.forget({ propertyId: property });
    values.disabledService = facilities!.id;
    values.enabledService = facilities!.id;
    values.picture = PNG_BASE64;
    if (text.includes('{ownersXlsx}')) {
      values.ownersXlsx = await workbook([
        ['Name', 'Username', 'Email', 'Phone', 'IC', 'Gender', 'Marital Status', 'Unit No'],
        [
          `Imported ${n}`,
          `mxi${n}`,
          `mxi${n}@example.test`,
          '0123456789',
          '900101-14-5678',
          'Male',
          'Single',
          '',
        ],
      ]);
    }
    if (text.includes('{adminsXlsx}')) {
      values.adminsXlsx = await workbook([
        ['Name', 'Username', 'Email', 'Phone', 'IC', 'Gender', 'Marital Status', 'Role'],
        [
          `Staff ${n}`,
          `mxa${n}`,
          `mxa${n}@example.test`,
          '0123456789',
          '',
          'Male',
          'Single',
          'Accountant',
        ],
      ]);
    }
    if (text.includes('{unitsXlsx}')) {
      values.unitsXlsx = await workbook([
        ['Unit No', 'Level'],
        [`MXI-${n}`, 3],
      ]);
    }
    return values;
  }

  function fill(text: string, values: Record<string, string | number>) {
    return text.replace(/\{(\w+)\}/g, (_match, name: string) =>
      String(values[name] ?? `{${name}}`),
    );
  }

  async function send(
    method: string,
    url: string,
    token: string | undefined,
    body?: Record<string, string | number | boolean>,
    format?: BodyFormat,
  ) {
    if (method === 'GET') return get(app, url, token);
    if (method === 'DELETE') return remove(app, url, token);
    if (format === 'form') return postForm(app, url, body!, token);
    if (format === 'multipart') {
      return postMultipart(app, url, body as Record<string, string | number>, token);
    }
    return postJson(app, url, body, token);
  }

  describe('authorization matrix of spec 001', () => {
    const cases = RECORD_MATRIX.flatMap((row) =>
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

    it.each(cases)(
      '$call as $role on the $scope property answers $status',
      async ({ row, role, scope, status }) => {
        const property = scope === 'own' ? HOME[role] : HOME[role] === 1 ? 2 : 1;
        const text = `${row.call} ${JSON.stringify(row.body ?? {})}`;
        const values = await fixtures(role, property, text);
        const [method, path] = row.call.split(' ') as [string, string];
        const body = row.body
          ? Object.fromEntries(
              Object.entries(row.body).map(([name, value]) => {
                if (typeof value !== 'string') return [name, value];
                const filled = fill(value, values);
                return [
                  name,
                  /^\{\w+\}$/.test(value) && /^\d+$/.test(filled) ? Number(filled) : filled,
                ];
              }),
            )
          : undefined;
        const token = role === 'none' ? undefined : tokens[role];
        const response = await send(method, fill(path, values), token, body, row.format);
        expect(response.statusCode, response.body).toBe(status);
        if (status >= 400) expect(typeof response.json().error).toBe('string');
        if (token) await expectStillSignedIn(app, token);
      },
    );

    it('never answers a signed-in role 401, 402 or 403 (those end the session, spec 000 §8)', () => {
      expect(sessionEndingAnswers(RECORD_MATRIX)).toEqual([]);
    });
  });

  describe('GET /api/docs', () => {
    it('documents every call of spec 001 with what the specs leave open', async () => {
      const document = (await get(app, '/api/docs')).json();
      const calls = RECORD_MATRIX.map((row) => {
        const [method, path] = row.call.split(' ') as [string, string];
        const route = path
          .split('?')[0]!
          .replace('{user}', '{id}')
          .replace('{property}', '{id}')
          .replace(/\/access-card\/\{unit\}\/\{card\}$/, '/access-card/{unit_id}/{id}')
          .replace('/access-card/{unit}', '/access-card/{unit_id}')
          .replace('{unit}', '{id}');
        return { method: method.toLowerCase(), route };
      });
      for (const { method, route } of calls) {
        const operation = document.paths[route]?.[method];
        expect(operation, `${method} ${route}`).toBeDefined();
        expect(operation.description.length, `${method} ${route}`).toBeGreaterThan(40);
      }
      expect(document.paths['/api/units/assign'].post.description).toContain(
        'a fourth answers 400',
      );
      expect(document.info.description.replace(/\s+/g, ' ')).toContain(
        "the type is checked by the file's name and its magic bytes",
      );
    });
  });

  describe('bad input', () => {
    async function snapshot() {
      const [row] = await db.query<Record<string, string>>(`select
        (select count(*) from users) as users,
        (select md5(string_agg(name || email || active::text || coalesce(img, ''), ',' order by id)) from users) as user_rows,
        (select md5(string_agg(unit_no || coalesce(remark, '') || coalesce(user_id, 0) || coalesce(user_id_2, 0) || coalesce(user_id_3, 0), ',' order by id)) from units) as unit_rows,
        (select md5(string_agg(serial_number || active::text, ',' order by id)) from access_cards) as cards,
        (select md5(string_agg(name || city || active::text || coalesce(img, ''), ',' order by id)) from properties) as properties,
        (select count(*) from property_services) as services,
        (select count(*) from visitors where checked_out_at is null) as visitors,
        (select count(*) from devices) as devices,
        (select count(*) from uploads) as uploads,
        (select count(*) from audit_entries) as audit`);
      return row;
    }

    const big = 'x'.repeat(200_000);
    const fields = [
      'id',
      'unit_id',
      'user_id',
      'property_id',
      'service_id',
      'name',
      'username',
      'email',
      'contact',
      'unit_no',
      'serial_number',
      'img',
      'doc',
      'original_name',
      'type',
      'start_date',
      'user_key',
      'active',
    ];
    const shapes: [string, unknown][] = [
      ['an empty object', {}],
      ['null', null],
      ['an array', []],
      ['a number', 42],
      ['wrong-typed fields', Object.fromEntries(fields.map((name) => [name, { a: [1] }]))],
      ['null fields', Object.fromEntries(fields.map((name) => [name, null]))],
      ['negative ids', Object.fromEntries(fields.map((name) => [name, -1]))],
      ['huge ids', Object.fromEntries(fields.map((name) => [name, 99_999_999_999]))],
      ['oversized fields', Object.fromEntries(fields.map((name) => [name, big]))],
    ];
    const posts = [
      '/api/users/add',
      '/api/users/edit',
      '/api/users/upload',
      '/api/users/import',
      '/api/units/add',
      '/api/units/edit',
      '/api/units/import',
      '/api/units/assign',
      '/api/units/unassign',
      '/api/units/access-card/add',
      '/api/units/access-card/edit',
      '/api/properties/add',
      '/api/properties/edit',
      '/api/properties/upload',
      '/api/properties/enable-service',
      '/api/properties/disable-service',
      '/api/visitors/add',
    ];
    const bodies: { name: string; url: string; payload: string; type: string }[] = [];
    for (const url of posts) {
      for (const [name, value] of shapes) {
        bodies.push({
          name: `${url} with ${name}`,
          url,
          payload: JSON.stringify(value),
          type: 'application/json',
        });
      }
      bodies.push({
        name: `${url} with malformed JSON`,
        url,
        payload: '{"id":',
        type: 'application/json',
      });
      bodies.push({ name: `${url} with plain text`, url, payload: 'hello', type: 'text/plain' });
      bodies.push({
        name: `${url} with an empty form`,
        url,
        payload: '',
        type: 'application/x-www-form-urlencoded',
      });
      bodies.push({
        name: `${url} with a broken multipart body`,
        url,
        payload: '--b\r\nContent-Disposition: form-data; name="img"\r\n\r\nabc',
        type: 'multipart/form-data; boundary=b',
      });
    }

    it.each(bodies)(
      '$name answers 4xx with a message and changes nothing',
      async ({ url, payload, type }) => {
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
      },
    );

    it.each([
      '/api/users/upload',
      '/api/properties/upload',
      '/api/users/import',
      '/api/units/import',
    ])('%s with a field beyond the upload limit answers 400 and changes nothing', async (url) => {
      const before = await snapshot();
      const response = await postMultipart(
        app,
        url,
        {
          img: 'A'.repeat(8 * 1024 * 1024),
          doc: 'A',
          original_name: 'x.png',
          user_id: 5,
          property_id: 1,
        },
        tokens.super,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/too large|below 5MB|exceeded 1MB/);
      expect(await snapshot()).toEqual(before);
    });

    const long = 'x'.repeat(600);
    const reads: [string, string][] = [
      ['GET', '/api/users?type=owners&page=-1'],
      ['GET', '/api/users?type=owners&page=100000000000000000000'],
      ['GET', '/api/users?type=owners&unit_id=99999999999'],
      ['GET', '/api/units?user_id=99999999999'],
      ['GET', '/api/visitors?unit_id=99999999999'],
      ['GET', '/api/visitors/detail/ABC?unit_id=99999999999'],
      ['GET', '/api/audit?page=99999999999'],
      ['GET', '/api/users?type=nobody'],
      ['GET', '/api/users?type=owners&unit_id=abc'],
      ['GET', `/api/users?type=owners&search=${long}`],
      ['GET', '/api/users/detail/abc?type=owners'],
      ['GET', '/api/users/detail/99999999999?type=owners'],
      ['GET', '/api/users/detail/1'],
      ['GET', '/api/users/remove-device/-1'],
      ['DELETE', '/api/users/abc'],
      ['DELETE', '/api/users/0'],
      ['GET', '/api/users/autocomplete'],
      ['GET', `/api/users/autocomplete?search=${long}`],
      ['GET', '/api/units?page=abc'],
      ['GET', '/api/units?property_id=1.5'],
      ['GET', '/api/units/detail/0'],
      ['DELETE', '/api/units/-4'],
      ['GET', '/api/units/access-card/abc'],
      ['GET', '/api/units/access-card/1?page=-1'],
      ['DELETE', '/api/units/access-card/1/abc'],
      ['GET', '/api/properties?page=1.5'],
      ['GET', '/api/properties/detail/x'],
      ['GET', '/api/properties/detail/1?editMode=maybe'],
      ['GET', '/api/visitors?tab=future'],
      ['GET', '/api/visitors?page=x'],
      ['GET', '/api/visitors/detail/bad%20code'],
      ['GET', `/api/visitors/detail/${'a'.repeat(65)}`],
      ['GET', '/api/visitors/autocomplete?search='],
      ['GET', '/api/visitors/check-out/..%2F..%2Fetc'],
      ['GET', "/api/visitors/check-out/x'or'1'='1"],
      ['GET', '/api/audit?page=-3'],
      ['GET', `/api/audit?search=${long}`],
      ['GET', `/api/units/template?token=${long}`],
      ['GET', '/storage/pictures/..%2F..%2Fetc%2Fpasswd'],
    ];
    it.each(reads)('%s %s answers 4xx with a message and changes nothing', async (method, url) => {
      const before = await snapshot();
      const response = await send(method, url, tokens.super);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error).toMatch(response.statusCode === 400 ? NAMES_A_FIELD : /\w/);
      expect(await snapshot()).toEqual(before);
    });

    it("no list answers another property's units, users or visitors", async () => {
      const foreign = await db.orm
        .select({ name: users.name })
        .from(users)
        .where(sql`${users.propertyId} = 2 and ${users.role} = 'Owner'`)
        .limit(5);
      for (const url of [
        '/api/users?type=owners',
        '/api/units?search=a',
        '/api/visitors?tab=past',
        '/api/users/autocomplete?search=a',
      ]) {
        const body = (await get(app, url, tokens.admin)).json();
        for (const entry of body.data as { property_id?: number }[]) {
          if (entry.property_id !== undefined) expect(entry.property_id, url).toBe(1);
        }
        const names = new Set(body.data.map((entry: { name?: string }) => entry.name));
        expect(
          foreign.filter((row) => names.has(row.name) && !row.name.startsWith('Matrix')),
        ).toEqual([]);
      }
    });
  });
});
