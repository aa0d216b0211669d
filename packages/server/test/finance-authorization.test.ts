import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import {
  accountStatements,
  announcements,
  inboxItems,
  payments,
  propertyServices,
  services,
  units,
  uploads,
  users,
} from '../src/db/schema';
import {
  FINANCE_MATRIX,
  HOME,
  LOGINS,
  sessionEndingAnswers,
  type FinanceRow,
  type Role,
  type Scope,
} from './authorization-matrix';
import { expectStillSignedIn, get, signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';
import { NAMES_A_FIELD, PNG_BASE64, postForm, postJson, postMultipart } from './support/requests';

/** The demo owner (owner@demo.test). */
const DEMO_OWNER_ID = 5;

/** The finance and inbox calls of spec 002 in the matrix, the docs and bad input. */
describe.each(engines)('finance and inbox calls of spec 002 on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  const tokens = {} as Record<Exclude<Role, 'none'>, string>;
  const ids = {} as Record<Exclude<Role, 'none'>, number>;
  let counter = 0;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db);
    for (const [role, login] of Object.entries(LOGINS)) {
      const token = await signIn(app, login);
      tokens[role as Exclude<Role, 'none'>] = token;
      ids[role as Exclude<Role, 'none'>] = (
        await get(app, '/api/authenticate', token)
      ).json().user.id;
    }
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  /** Fresh records of `property` for one case, and the values of the placeholders. */
  async function fixtures(role: Role, property: number, scope: Scope) {
    counter += 1;
    const n = counter;
    const ownerCase = role === 'owner' && property === HOME.owner;
    const [extra] = await db.orm
      .insert(users)
      .values({
        name: `Finance Matrix ${n}`,
        username: `fmx${n}`,
        email: `fmx${n}@example.test`,
        role: 'Owner',
        propertyId: property,
        passwordHash: 'unset$matrix',
      })
      .returning();
    const [unit] = await db.orm
      .insert(units)
      .values({
        propertyId: property,
        unitNo: `FMX-${n}`,
        userId: ownerCase ? DEMO_OWNER_ID : extra!.id,
        maintenanceAmount: 150,
      })
      .returning();
    await db.orm.insert(accountStatements).values({
      propertyId: property,
      unitId: unit!.id,
      type: 'maintenance',
      date: '2026-10-01',
      month: '2026-10',
      refNo: `FMX-INV-${n}`,
      description: 'Maintenance Bill 2026-10',
      debit: 150,
    });
    const receiptDoc = `receipt-9${n}.pdf`;
    const [payment] = await db.orm
      .insert(payments)
      .values({
        propertyId: property,
        unitId: unit!.id,
        userId: extra!.id,
        date: '2026-10-20',
        month: '2026-10',
        refNo: `FMX-PAY-${n}`,
        amount: 150,
        paymentType: 'bank_transfer',
        bank: 'Maybank',
        doc: receiptDoc,
      })
      .returning();
    const receipt = `${randomBytes(16).toString('hex')}.png`;
    await db.orm.insert(uploads).values({
      name: receipt,
      originalName: 'receipt.png',
      kind: 'receipts',
      mime: 'image/png',
      size: 70,
      userId: role === 'none' ? extra!.id : ids[role],
    });
    const [announcement] = await db.orm
      .insert(announcements)
      .values({ propertyId: property, title: `FMX ${n}`, message: '<p>x</p>', recipient: 'Owners' })
      .returning();
    const recipient = scope === 'own' && role !== 'none' ? ids[role] : extra!.id;
    const [message] = await db.orm
      .insert(inboxItems)
      .values({ userId: recipient, propertyId: property, title: `FMX ${n}`, message: '<p>x</p>' })
      .returning();
    return {
      n,
      property,
      unit: unit!.id,
      payment: payment!.id,
      receipt,
      receiptDoc,
      announcement: announcement!.id,
      message: message!.id,
      month: `${3000 + n}-01`,
      picture: PNG_BASE64,
    } as Record<string, string | number>;
  }

  function fill(value: unknown, values: Record<string, string | number>): unknown {
    if (Array.isArray(value)) return value.map((entry) => fill(entry, values));
    if (typeof value !== 'string') return value;
    const filled = value.replace(/\{(\w+)\}/g, (_m, name: string) => String(values[name]));
    return /^\{\w+\}$/.test(value) && /^\d+$/.test(filled) ? Number(filled) : filled;
  }

  async function send(
    row: FinanceRow,
    token: string | undefined,
    values: Record<string, string | number>,
  ) {
    const [method, template] = row.call.split(' ') as [string, string];
    const url = fill(template, values) as string;
    if (method === 'GET') return get(app, url, token);
    const body = Object.fromEntries(
      Object.entries(row.body ?? {}).map(([name, value]) => [name, fill(value, values)]),
    );
    if (row.format === 'form') {
      return postForm(app, url, body as Record<string, string | number>, token);
    }
    if (row.format === 'multipart') {
      return postMultipart(app, url, body as Record<string, string | number>, token);
    }
    return postJson(app, url, body, token);
  }

  /** What the finance and inbox calls may change. */
  async function snapshot() {
    const [row] = await db.query<Record<string, string>>(`select
      (select md5(string_agg(id || ':' || debit || ':' || credit, ',' order by id)) from account_statements) as statements,
      (select md5(string_agg(id || ':' || status, ',' order by id)) from payments) as payments,
      (select count(*) from announcements) as announcements,
      (select md5(string_agg(id || ':' || is_read::text || coalesce(reply, '') || coalesce(archived_at::text, ''), ',' order by id)) from inbox_items) as inbox,
      (select count(*) from announcement_reads) as reads,
      (select count(*) from uploads) as uploads`);
    return row;
  }

  describe('authorization matrix', () => {
    const cases = FINANCE_MATRIX.flatMap((row) =>
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
      '$call as $role on the $scope property answers $status, and a refusal changes nothing',
      async ({ row, role, scope, status }) => {
        const inbox = row.call.includes('{message}');
        const property = inbox || scope === 'own' ? HOME[role] : HOME[role] === 1 ? 2 : 1;
        const values = await fixtures(role, property, scope);
        const token = role === 'none' ? undefined : tokens[role];
        const before = await snapshot();
        const response = await send(row, token, values);
        expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
        if (status >= 400) {
          expect(typeof response.json().error).toBe('string');
          expect(await snapshot()).toEqual(before);
        }
        if (token) await expectStillSignedIn(app, token);
      },
    );

    it('never answers a signed-in role 401, 402 or 403 (those end the session, spec 000 §8)', () => {
      expect(sessionEndingAnswers(FINANCE_MATRIX)).toEqual([]);
    });
  });

  describe('service gating', () => {
    const gated = FINANCE_MATRIX.filter((row) => row.service);
    it.each(gated)(
      "$call answers the admin 400 with the spec's message while $service is off (not the super user)",
      async (row) => {
        const [service] = await db.orm
          .select()
          .from(services)
          .where(eq(services.name, row.service!));
        const link = and(
          eq(propertyServices.propertyId, 1),
          eq(propertyServices.serviceId, service!.id),
        );
        await db.orm.delete(propertyServices).where(link);
        // Written behind the server's back: its actor cache is told, as the toggle route does.
        app.actors.forget({ propertyId: 1 });
        try {
          const values = await fixtures('admin', 1, 'own');
          const before = await snapshot();
          const response = await send(row, tokens.admin, values);
          expect(response.statusCode).toBe(400);
          expect(response.json().error).toBe(
            `${row.service} Service is not available. Please ask your property management to enable this service.`,
          );
          expect(await snapshot()).toEqual(before);
          const bySuper = await send(row, tokens.super, await fixtures('super', 1, 'own'));
          expect(bySuper.statusCode, bySuper.body.slice(0, 200)).toBe(200);
        } finally {
          await db.orm.insert(propertyServices).values({ propertyId: 1, serviceId: service!.id });
          app.actors.forget({ propertyId: 1 });
        }
      },
    );
  });

  it('GET /api/docs documents every finance and inbox call', async () => {
    const document = (await get(app, '/api/docs')).json();
    for (const row of FINANCE_MATRIX) {
      const [method, path] = row.call.split(' ') as [string, string];
      const route = path
        .split('?')[0]!
        .replace(/\{(?!receiptDoc)\w+\}/, '{id}')
        .replace('{receiptDoc}', '{name}');
      const operation = document.paths[route]?.[method.toLowerCase()];
      expect(operation, row.call).toBeDefined();
      expect(operation.description.length, row.call).toBeGreaterThan(40);
    }
    expect(document.paths['/api/account-statements/generate'].post.description).toContain(
      'Invoice will ONLY be issued to units that have owners assigned.',
    );
  });

  describe('bad input', () => {
    const big = 'x'.repeat(200_000);
    const fields = [
      'id',
      'ids',
      'unit_id',
      'property_id',
      'types',
      'date',
      'amount',
      'doc',
      'bank',
      'original_name',
      'title',
      'message',
      'recipient',
      'attachment',
      'reply',
      'previous_reading',
      'current_reading',
      'other_bill_amount',
      'payment_type',
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
      ['huge id lists', { ids: [99_999_999_999], id: 99_999_999_999, reply: 'x' }],
      ['oversized fields', Object.fromEntries(fields.map((name) => [name, big]))],
      [
        'a huge reading',
        {
          types: ['water'],
          date: '2026-10',
          unit_id: 1,
          previous_reading: 0,
          current_reading: 1e300,
        },
      ],
      ['a month that is not one', { types: ['maintenance'], date: '2026-13', unit_id: 1 }],
    ];
    const posts = [
      '/api/account-statements/generate',
      '/api/payments/add',
      '/api/payments/upload',
      '/api/announcements/add',
      '/api/announcements/upload',
      '/api/inbox/delete',
      '/api/inbox/reply',
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
        payload: '--b\r\nContent-Disposition: form-data; name="doc"\r\n\r\nabc',
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

    const long = 'x'.repeat(600);
    const reads = [
      '/api/account-statements?page=-1',
      '/api/account-statements?unit_id=99999999999',
      '/api/account-statements?property_id=abc',
      `/api/account-statements?search=${long}`,
      '/api/account-statements/pdf/abc',
      '/api/account-statements/pdf/0',
      '/api/account-statements/pdf/99999999999',
      '/api/account-statements/pdf/1?account_statement_id=99999999999',
      `/api/account-statements/pdf/1?token=${long}`,
      '/api/payments?page=1.5',
      '/api/payments?unit_id=-3',
      '/api/payments/verify/abc',
      '/api/payments/verify/99999999999',
      '/api/payments/reject/0',
      '/api/announcements?page=x',
      '/api/announcements/detail/99999999999',
      '/api/announcements/detail/abc',
      '/api/inbox?archive=maybe',
      '/api/inbox?page=100000000000000000000',
      '/api/inbox/read/99999999999',
      '/api/inbox/read/-1',
      '/storage/receipts/..%2F..%2Fetc%2Fpasswd',
      '/storage/receipts/receipt-1.exe',
      '/storage/announcements/..%2Fsecret.pdf',
    ];
    it.each(reads)('GET %s answers 4xx with a message and changes nothing', async (url) => {
      const before = await snapshot();
      const response = await get(app, url, tokens.super);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error).toMatch(response.statusCode === 400 ? NAMES_A_FIELD : /\w/);
      expect(await snapshot()).toEqual(before);
    });
  });
});
