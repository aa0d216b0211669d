import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import {
  accountStatements,
  auditEntries,
  inboxItems,
  payments,
  properties,
  propertyServices,
  units,
  users,
  visitors,
} from '../src/db/schema';
import {
  AUTHORIZATION_MATRIX,
  HOME,
  LOGINS,
  sessionEndingAnswers,
  type Role,
  type Scope,
} from './authorization-matrix';
import { expectStillSignedIn, get, signIn } from './support/client';
import { engines, NOW, seededDatabase, testServer } from './support/harness';

describe.each(engines)('API on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  const tokens = {} as Record<Exclude<Role, 'none'>, string>;

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

  async function one(query: Promise<{ value: unknown }[]>) {
    return Number((await query)[0]?.value ?? 0);
  }

  /** A visitor registered today on a unit of `property` (the owner's own unit for property 1). */
  async function newVisitor(
    code: string,
    property: number,
    options: { start?: string; end?: string | null } = {},
  ) {
    const [unit] = await db.orm
      .select()
      .from(units)
      .where(property === 1 ? eq(units.id, 1) : eq(units.propertyId, property))
      .orderBy(units.id)
      .limit(1);
    await db.orm.insert(visitors).values({
      propertyId: property,
      unitId: unit!.id,
      qrcode: code,
      name: `Guest ${code}`,
      contact: '0123456789',
      vehicleNo: 'WXY 1234',
      type: 'Visit',
      startDate: options.start ?? '2026-11-02',
      endDate: options.end ?? null,
      createdBy: unit!.userId,
    });
    return code;
  }

  describe('demo data', () => {
    it('has three properties with different services and more than 600 units', async () => {
      const serviceSets = await db.orm
        .select({ property: propertyServices.propertyId, value: count() })
        .from(propertyServices)
        .groupBy(propertyServices.propertyId)
        .orderBy(propertyServices.propertyId);
      expect(serviceSets.map((row) => Number(row.value))).toEqual([7, 4, 3]);
      expect(await one(db.orm.select({ value: count() }).from(units))).toBe(640);
    });

    it('has units with two and with three owners', async () => {
      expect(
        await one(db.orm.select({ value: count() }).from(units).where(isNotNull(units.userId2))),
      ).toBeGreaterThan(20);
      expect(
        await one(db.orm.select({ value: count() }).from(units).where(isNotNull(units.userId3))),
      ).toBeGreaterThan(5);
    });

    it('has staff of every role on every property', async () => {
      const rows = await db.orm
        .selectDistinct({ property: users.propertyId, role: users.role })
        .from(users)
        .where(sql`${users.role} not in ('Owner', 'Tenant') and ${users.propertyId} is not null`);
      expect(rows).toHaveLength(3 * 8);
    });

    it('has visitors in every state and payments in every status', async () => {
      const states = await db.query<{ state: string }>(`
        select distinct case
          when checked_out_at is not null then 'out'
          when checked_in_at is not null then 'in'
          when coalesce(end_date, start_date) < '2026-11-02' then 'expired'
          else 'upcoming' end as state
        from visitors`);
      expect(states.map((row) => row.state).sort()).toEqual(['expired', 'in', 'out', 'upcoming']);
      const statuses = await db.orm.selectDistinct({ status: payments.status }).from(payments);
      expect(statuses.map((row) => row.status).sort()).toEqual(['Pending', 'Rejected', 'Verified']);
    });

    it('has an activity history wholly in the past of the moment it was seeded', async () => {
      // Seeded at 09:30; slots later that day must not show as recent activity from the future.
      const [row] = await db.orm
        .select({ later: count() })
        .from(auditEntries)
        // (This file's own sign-ins above write 'Session' entries at the wall clock's time.)
        .where(
          sql`${auditEntries.createdAt} > ${NOW.toISOString()} and ${auditEntries.module} <> 'Session'`,
        );
      expect(row?.later).toBe(0);
    });
  });

  describe('authorization matrix', () => {
    const cases = AUTHORIZATION_MATRIX.flatMap((row) =>
      (Object.keys(row.expect) as Role[]).flatMap((role) =>
        (['own', 'other'] as Scope[]).map((scope) => ({
          call: row.call,
          role,
          scope,
          status: row.expect[role][scope],
        })),
      ),
    );

    it.each(cases)(
      '$call as $role on the $scope property answers $status',
      async ({ call, role, scope, status }) => {
        const property = scope === 'own' ? HOME[role] : HOME[role] === 1 ? 2 : 1;
        const code = `MTX-${role}-${scope}-${call.includes('public') ? 'P' : 'C'}`.toUpperCase();
        let url = call.replace(/^GET /, '');
        if (url.includes('{qrcode}'))
          url = url.replace('{qrcode}', await newVisitor(code, property));
        const token = role === 'none' ? undefined : tokens[role];
        const response = await get(app, url, token);
        expect(response.statusCode).toBe(status);
        if (status >= 400) expect(typeof response.json().error).toBe('string');
        if (token) await expectStillSignedIn(app, token);
      },
    );

    it('never answers a signed-in role 401, 402 or 403 (those end the session, spec 000 §8)', () => {
      expect(sessionEndingAnswers(AUTHORIZATION_MATRIX)).toEqual([]);
    });
  });

  describe('GET /api/dashboard', () => {
    it("given the admin, answers property 1's totals and nothing of other properties", async () => {
      const body = (await get(app, '/api/dashboard', tokens.admin)).json();
      expect(body.total_unit).toBe(320);
      expect(body.property.name).toBe('Residensi Seri Melati');
      const expectedOwners = await one(
        db.orm
          .select({ value: count() })
          .from(users)
          .where(and(eq(users.propertyId, 1), eq(users.role, 'Owner'))),
      );
      expect(body.total_owner).toBe(expectedOwners);
      const staffOfOtherProperties = await db.orm
        .select({ username: users.username })
        .from(users)
        .where(sql`${users.propertyId} <> 1`);
      const foreign = new Set(staffOfOtherProperties.map((row) => row.username));
      expect(body.audit.length).toBeGreaterThan(0);
      expect(
        body.audit.filter((entry: { username: string }) => foreign.has(entry.username)),
      ).toEqual([]);
    });

    it("given the admin, answers this month's verified payments as the collection", async () => {
      const body = (await get(app, '/api/dashboard', tokens.admin)).json();
      const rows = await db.query<{ total: string }>(
        "select coalesce(sum(amount), 0) as total from payments where property_id = 1 and status = 'Verified' and date >= '2026-11-01' and date < '2026-12-01'",
      );
      expect(body.total_collection).toBe(Number(rows[0]!.total));
      expect(body.total_collection).toBeGreaterThan(0);
    });

    it('given the admin, answers the outstanding as invoices less verified payments', async () => {
      const body = (await get(app, '/api/dashboard', tokens.admin)).json();
      const expected = await one(
        db.orm
          .select({
            value: sql`sum(${accountStatements.debit}) - sum(${accountStatements.credit})`,
          })
          .from(accountStatements)
          .where(eq(accountStatements.propertyId, 1)),
      );
      expect(body.total_outstanding).toBeCloseTo(expected, 2);
      expect(body.paid.labels).toEqual(['Paid', 'Unpaid']);
      expect(body.paid.total).toBe(body.paid.data[0] + body.paid.data[1]);
    });

    it("given admin2, answers property 2's unit count", async () => {
      const body = (await get(app, '/api/dashboard', tokens.admin2)).json();
      expect(body.total_unit).toBe(200);
    });

    it('given the super user, answers every property', async () => {
      const body = (await get(app, '/api/dashboard', tokens.super)).json();
      expect(body.total_unit).toBe(640);
    });

    it('given the owner, answers only their own unit, visitors and the announcements to owners', async () => {
      const body = (await get(app, '/api/dashboard', tokens.owner)).json();
      expect(body.total_unit).toBe(1);
      expect(body.total_owner).toBe(0);
      expect(body.audit).toEqual([]);
      const ownVisitors = await one(
        db.orm.select({ value: count() }).from(visitors).where(eq(visitors.unitId, 1)),
      );
      expect(body.total_visitor).toBe(ownVisitors);
      expect(body.announcements.map((entry: { title: string }) => entry.title)).toEqual([
        'Water supply interruption',
        'Annual general meeting',
        'Lift maintenance',
      ]);
    });
  });

  describe('GET /api/notification', () => {
    it("given the admin, counts property 1's pending payments and their own unread inbox", async () => {
      const body = (await get(app, '/api/notification', tokens.admin)).json();
      const admin = (await db.orm.select().from(users).where(eq(users.username, 'admin')))[0]!;
      expect(body.pending_payment).toBe(
        await one(
          db.orm
            .select({ value: count() })
            .from(payments)
            .where(and(eq(payments.propertyId, 1), eq(payments.status, 'Pending'))),
        ),
      );
      expect(body.unread_notification).toBe(
        await one(
          db.orm
            .select({ value: count() })
            .from(inboxItems)
            .where(and(eq(inboxItems.userId, admin.id), eq(inboxItems.isRead, false))),
        ),
      );
      expect(body.error_log).toBe(0);
      expect(body).toHaveProperty('background', null);
    });

    it('given the provider staff super user, counts the error log', async () => {
      const body = (await get(app, '/api/notification', tokens.super)).json();
      expect(body.error_log).toBe(3);
    });

    it('given no token, answers 401', async () => {
      expect((await get(app, '/api/notification')).statusCode).toBe(401);
    });
  });

  describe('GET /api/visitors/check-in/{qrcode}', () => {
    it('given a guard and a pass valid today, checks the visitor in and answers it', async () => {
      const code = await newVisitor('CHECKIN-OK', 1);
      const response = await get(app, `/api/visitors/check-in/${code.toLowerCase()}`, tokens.guard);
      expect(response.statusCode).toBe(200);
      expect(response.json().visitor).toMatchObject({
        qrcode: code,
        status: 'Checked In',
        checked_in_at: '2026-11-02 09:30:00',
        unit: { unit_no: 'A-01-01', user: { name: 'Olivia Owner' } },
      });
    });

    it('writes an audit entry naming the visitor', async () => {
      const code = await newVisitor('CHECKIN-AUDIT', 1);
      await get(app, `/api/visitors/check-in/${code}`, tokens.manager);
      const entries = await db.orm
        .select()
        .from(auditEntries)
        .where(
          and(
            eq(auditEntries.module, 'Visitors'),
            eq(auditEntries.action, 'check-in Guest CHECKIN-AUDIT'),
          ),
        );
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ username: 'manager', propertyId: 1 });
    });

    it('given a pass already checked in, answers 400 and keeps the first time', async () => {
      const code = await newVisitor('CHECKIN-TWICE', 1);
      await get(app, `/api/visitors/check-in/${code}`, tokens.guard);
      const again = await get(app, `/api/visitors/check-in/${code}`, tokens.admin);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: 'Visitor has already checked in' });
    });

    it('given a pass that starts tomorrow, answers 400 with its first day', async () => {
      const code = await newVisitor('CHECKIN-EARLY', 1, { start: '2026-11-03' });
      const response = await get(app, `/api/visitors/check-in/${code}`, tokens.guard);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'This visitor pass is valid from 2026-11-03' });
    });

    it('given a pass that ended yesterday, answers 400 saying it expired', async () => {
      const code = await newVisitor('CHECKIN-LATE', 1, { start: '2026-10-31', end: '2026-11-01' });
      const response = await get(app, `/api/visitors/check-in/${code}`, tokens.guard);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'This visitor pass has expired' });
    });

    it('given an unknown code, answers 404', async () => {
      const response = await get(app, '/api/visitors/check-in/NO-SUCH-CODE', tokens.guard);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Visitor not found' });
    });

    it('given a Security Guard whose property has Visitors off, answers 400 with the spec message and keeps them signed in', async () => {
      const guard3 = await signIn(app, 'securityguard3');
      const me = (await get(app, '/api/authenticate', guard3)).json();
      expect(me.user.role).toBe('Security Guard');
      expect(me.user.property.id).toBe(3);
      const [service] = await db.query<{ id: number }>(
        "select id from services where name = 'Visitors'",
      );
      await db.orm
        .delete(propertyServices)
        .where(
          and(eq(propertyServices.propertyId, 3), eq(propertyServices.serviceId, service!.id)),
        );
      // Written behind the server's back: its actor cache is told, as the toggle route does.
      app.actors.forget({ propertyId: 3 });
      const code = await newVisitor('CHECKIN-NOSERVICE', 3);
      const response = await get(app, `/api/visitors/check-in/${code}`, guard3);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error:
          'Visitors Service is not available. Please ask your property management to enable this service.',
      });
      // 400, not 401/402/403: the client signs out only on those (spec 000 §8); the session stays.
      expect((await get(app, '/api/authenticate', guard3)).statusCode).toBe(200);
      await db.orm.insert(propertyServices).values({ propertyId: 3, serviceId: service!.id });
      app.actors.forget({ propertyId: 3 });
    });

    it('given an accountant (no check-in rights), answers 400', async () => {
      const accountant = await signIn(app, 'accountant1');
      const code = await newVisitor('CHECKIN-ACCOUNTANT', 1);
      const response = await get(app, `/api/visitors/check-in/${code}`, accountant);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Only guards and admins can check visitors in' });
    });
  });

  describe('GET /api/public/visitors/{qrcode}', () => {
    it("answers the pass without a sign-in: host's name, visitor, vehicle and validity", async () => {
      const code = await newVisitor('PASS-PUBLIC', 1, { start: '2026-11-02', end: '2026-11-03' });
      const response = await get(app, `/api/public/visitors/${code}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        qrcode: code,
        host: 'Olivia Owner',
        property: 'Residensi Seri Melati',
        name: 'Guest PASS-PUBLIC',
        contact: '0123456789',
        vehicle_no: 'WXY 1234',
        type: 'Visit',
        start_date: '2026-11-02',
        end_date: '2026-11-03',
        status: 'Upcoming',
        checked_in_at: null,
        checked_out_at: null,
      });
    });

    it('given an unknown code, answers 404 with a clear message', async () => {
      const response = await get(app, '/api/public/visitors/UNKNOWN123');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'This visitor pass does not exist. Please check the QR code.',
      });
    });
  });

  describe('GET /api/docs', () => {
    it('answers the OpenAPI document with every call and the documented rules', async () => {
      const response = await get(app, '/api/docs');
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([
          '/api/login',
          '/api/logout',
          '/api/authenticate',
          '/api/forgot_password',
          '/api/dashboard',
          '/api/notification',
          '/api/visitors/check-in/{qrcode}',
          '/api/public/visitors/{qrcode}',
        ]),
      );
      expect(document.info.description).toContain('10 tries a minute per client address');
      expect(document.paths['/api/login'].post.responses['429']).toBeDefined();
    });
  });

  describe('bad input', () => {
    async function snapshot() {
      const [row] = await db.query<Record<string, string>>(`select
        (select count(*) from sessions) as sessions,
        (select count(*) from login_attempts) as attempts,
        (select count(*) from audit_entries) as audit,
        (select md5(string_agg(password_hash, ',' order by id)) from users) as passwords,
        (select count(*) from visitors where checked_in_at is not null) as checked_in`);
      return row;
    }

    const big = 'x'.repeat(200_000);
    const bodies: { name: string; url: string; payload: string; type: string }[] = [];
    const shapes: [string, unknown][] = [
      ['an empty object', {}],
      ['null', null],
      ['an array', []],
      ['a number', 42],
      [
        'wrong-typed fields',
        { email_username: 1, password: ['x'], email: { a: 1 }, token: 7, platform: 3 },
      ],
      ['null fields', { email_username: null, password: null, email: null, token: null }],
      [
        'oversized fields',
        { email_username: big, password: big, email: `${big}@x.io`, token: big },
      ],
      [
        'a wrong platform',
        {
          email_username: 'admin',
          password: 'demo1234',
          email: 'admin@demo.test',
          platform: 'ios',
        },
      ],
    ];
    for (const url of ['/api/login', '/api/logout', '/api/forgot_password']) {
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
        payload: '{"email":',
        type: 'application/json',
      });
      bodies.push({ name: `${url} with plain text`, url, payload: 'hello', type: 'text/plain' });
      bodies.push({
        name: `${url} with an empty form`,
        url,
        payload: '',
        type: 'application/x-www-form-urlencoded',
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
          headers: { 'content-type': type },
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json().error).toMatch(/\w/);
        expect(await snapshot()).toEqual(before);
      },
    );

    const codes = ['a'.repeat(65), 'bad%20code', "x'or'1'='1", '%00', '..%2F..%2Fetc'];
    it.each(codes.flatMap((code) => ['check-in', 'public'].map((kind) => ({ code, kind }))))(
      '$kind with the QR code "$code" answers 4xx with a message and changes nothing',
      async ({ code, kind }) => {
        const before = await snapshot();
        const url =
          kind === 'public' ? `/api/public/visitors/${code}` : `/api/visitors/check-in/${code}`;
        const response = await get(app, url, tokens.admin);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json().error).toMatch(/\w/);
        expect(await snapshot()).toEqual(before);
      },
    );

    const tokens15 = ['', 'a'.repeat(201), '%00', "x'or'1'='1", 'a&token=b', '..%2F..%2Fetc'];
    it.each(tokens15)(
      'confirm_email with the token "%s" answers 4xx with a message and changes nothing',
      async (token) => {
        const before = await snapshot();
        const response = await get(app, `/api/confirm_email?token=${token}`);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json().error).toMatch(/\w/);
        expect(await snapshot()).toEqual(before);
      },
    );

    it('a property record of another property is never in the answers', async () => {
      const [other] = await db.orm.select().from(properties).where(eq(properties.id, 2));
      for (const url of ['/api/authenticate', '/api/dashboard', '/api/notification']) {
        const body = (await get(app, url, tokens.admin)).body;
        expect(body, url).not.toContain(other!.name);
      }
    });
  });
});
