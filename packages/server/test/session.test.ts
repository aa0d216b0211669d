import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUserActive } from '../src/auth/sessions';
import type { Database } from '../src/db/database';
import {
  auditEntries,
  loginAttempts,
  rolePolicies,
  roles,
  sessions,
  users,
} from '../src/db/schema';
import { hashToken } from '../src/auth/tokens';
import { get, signIn } from './support/client';
import {
  engines,
  freshAddress,
  memoryMailer,
  NOW,
  seededDatabase,
  testServer,
} from './support/harness';

function loginForm(fields: Record<string, string>) {
  return {
    method: 'POST' as const,
    url: '/api/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

describe.each(engines)('session calls on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  const mailer = memoryMailer();

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db, { mailer });
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  async function userByEmail(email: string) {
    const [row] = await db.orm.select().from(users).where(eq(users.email, email));
    return row!;
  }

  describe('POST /api/login', () => {
    it('given the admin e-mail and demo password, answers the user, navs and a token', async () => {
      const response = await app.inject({
        ...loginForm({
          email_username: 'admin@demo.test',
          password: 'demo1234',
          platform: 'web_app',
          remember: '1',
        }),
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user).toMatchObject({ username: 'admin', role: 'Admin', isSuperUser: false });
      expect(body.user.property.name).toBe('Residensi Seri Melati');
      expect(body.navs.map((nav: { name: string }) => nav.name)).toContain('Units');
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('given a username instead of an e-mail, signs in too', async () => {
      const token = await signIn(app, 'Manager');
      const response = await get(app, '/api/authenticate', token);
      expect(response.json().user.email).toBe('manager@demo.test');
    });

    it('given a JSON body, signs in as with a form', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: freshAddress(),
        payload: { email_username: 'guard', password: 'demo1234' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.isGuard).toBe(true);
    });

    it('stores only the hash of the token it hands out', async () => {
      const token = await signIn(app, 'owner@demo.test');
      const byHash = await db.orm
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      const byToken = await db.orm.select().from(sessions).where(eq(sessions.tokenHash, token));
      expect(byHash).toHaveLength(1);
      expect(byToken).toHaveLength(0);
    });

    it('given a wrong password, answers 400 with the server message', async () => {
      const response = await app.inject({
        ...loginForm({ email_username: 'admin@demo.test', password: 'wrong-pass' }),
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'The email/username or password is incorrect' });
    });

    it('given an unknown user, answers the same message as a wrong password', async () => {
      const response = await app.inject({
        ...loginForm({ email_username: 'nobody@demo.test', password: 'demo1234' }),
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'The email/username or password is incorrect' });
    });

    it('given a password shorter than 6 characters, answers 400 naming the rule and records no try', async () => {
      const address = freshAddress();
      const response = await app.inject({
        ...loginForm({ email_username: 'admin@demo.test', password: 'abc' }),
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'password: Password must be 6 to 20 characters' });
      const tries = await db.orm
        .select({ value: count() })
        .from(loginAttempts)
        .where(eq(loginAttempts.address, address));
      expect(tries[0]!.value).toBe(0);
    });

    it('given no email_username, answers 400 saying it is required', async () => {
      const response = await app.inject({
        ...loginForm({ password: 'demo1234' }),
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'email_username: Email or username is required' });
    });

    it('given malformed JSON, answers 400 with a clear message', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: freshAddress(),
        headers: { 'content-type': 'application/json' },
        payload: '{"email_username": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'The request body is not valid JSON' });
    });

    it('given a wrong-typed password, answers 400 and not a server error', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: freshAddress(),
        payload: { email_username: 'admin', password: 12345678 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'password: Must be text' });
    });

    it('given an oversized login name, answers 400', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: freshAddress(),
        payload: { email_username: 'a'.repeat(100_000), password: 'demo1234' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'email_username: Must be at most 254 characters' });
    });

    it('given 10 tries from one address within a minute, answers the 11th with 429 and a message', async () => {
      const address = freshAddress();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const response = await app.inject({
          // A login of its own each try: repeated failures on one login are slowed down apart.
          ...loginForm({ email_username: `nobody${attempt}`, password: 'demo1234' }),
          remoteAddress: address,
        });
        expect(response.statusCode).toBe(400);
      }
      const response = await app.inject({
        ...loginForm({ email_username: 'admin', password: 'demo1234' }),
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({
        error: 'Too many sign-in attempts. Please wait a minute and try again.',
      });
    });

    it('given a deactivated user with the right password, answers 400 saying so', async () => {
      const accountant = await userByEmail('accountant3@demo.test');
      await setUserActive(db.orm, app.actors, accountant.id, false, NOW);
      const response = await app.inject({
        ...loginForm({ email_username: 'accountant3', password: 'demo1234' }),
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(
        'Your account has been deactivated. Please contact your property management.',
      );
    });

    it('writes a sign-in audit entry', async () => {
      const guard2 = await userByEmail('securityguard2@demo.test');
      await signIn(app, 'securityguard2');
      const entries = await db.orm
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.userId, guard2.id), eq(auditEntries.action, 'sign-in')));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ module: 'Session', propertyId: 2 });
    });
  });

  describe('GET /api/authenticate', () => {
    it('given the super user, answers the flags, every service and provider-staff status', async () => {
      const token = await signIn(app, 'super@demo.test');
      const { user } = (await get(app, '/api/authenticate', token)).json();
      expect(user).toMatchObject({ isSuperUser: true, isSkaloot: true, isGuard: false });
      expect(user.property.services).toHaveLength(7);
      expect(user.error_log).toBe(3);
    });

    it("given the owner, answers their unit, the owners' announcement and owner menu entries", async () => {
      const token = await signIn(app, 'owner@demo.test');
      const body = (await get(app, '/api/authenticate', token)).json();
      expect(body.user.unit).toMatchObject({ unit_no: 'A-01-01' });
      expect(body.user.unit.user_id_3).not.toBeNull();
      expect(body.announcement).toMatchObject({ title: 'Water supply interruption' });
      expect(body.navs.map((nav: { name: string }) => nav.name)).toEqual(
        expect.arrayContaining(['Property Unit', 'Visitors', 'Inbox']),
      );
      expect(body.navs.map((nav: { name: string }) => nav.name)).not.toContain('Users');
    });

    it("counts the flagged bookings of the user's property in the bubble counters, the super user's of every property", async () => {
      const flagged = async (propertyId: number | null) => {
        const scope = propertyId === null ? sql`true` : sql`property_id = ${propertyId}`;
        const result = (await db.orm.execute(sql`select
            count(*) filter (where refund_requested_at is not null)::int as refund,
            count(*) filter (where cancel_requested_at is not null)::int as cancel,
            count(*) filter (where vvip and departure_at > ${NOW.toISOString()})::int as upcoming,
            count(*) filter (where vvip and status = 'pending')::int as vvip,
            count(*) filter (where boat_type = 'chartered' and status = 'pending')::int as charter
          from bookings where ${scope}`)) as unknown as { rows: Record<string, number>[] };
        const row = result.rows[0]!;
        return {
          refund_request: row.refund,
          cancel_request: row.cancel,
          upcoming_vvip: row.upcoming,
          pending_booking_vvip: row.vvip,
          pending_booking_charter: row.charter,
        };
      };
      const admin = await userByEmail('admin@demo.test');
      const adminCounts = await flagged(admin.propertyId);
      const everyCount = await flagged(null);
      // The demo data flags bookings on more than the admin's property, so the two differ.
      expect(Object.values(adminCounts).some((value) => (value ?? 0) > 0)).toBe(true);
      expect(everyCount).not.toEqual(adminCounts);
      const asAdmin = (
        await get(app, '/api/authenticate', await signIn(app, 'admin@demo.test'))
      ).json();
      expect(asAdmin.user).toMatchObject(adminCounts);
      const asSuper = (
        await get(app, '/api/authenticate', await signIn(app, 'super@demo.test'))
      ).json();
      expect(asSuper.user).toMatchObject(everyCount);
    });

    it("given admin2, answers property 2's services only", async () => {
      const token = await signIn(app, 'admin2@demo.test');
      const { user } = (await get(app, '/api/authenticate', token)).json();
      expect(user.property.services.map((service: { name: string }) => service.name)).toEqual([
        'Account Statements',
        'Payments',
        'Announcements',
        'Visitors',
      ]);
    });

    it("given the admin, answers the role's policies by resource and permission", async () => {
      const token = await signIn(app, 'admin@demo.test');
      const { user } = (await get(app, '/api/authenticate', token)).json();
      expect(user.policies).toContainEqual({ resource: 'Units', name: 'Create', active: true });
      expect(user.policies).toContainEqual({ resource: 'Audit', name: 'View', active: false });
    });

    it('given a role with View but not Create on Report, leaves Report out of the menu', async () => {
      const token = await signIn(app, 'marketing1');
      const menu = async () =>
        (await get(app, '/api/authenticate', token))
          .json()
          .navs.map((nav: { name: string }) => nav.name);
      expect(await menu()).toContain('Report');
      const [marketing] = await db.orm
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.propertyId, 1), eq(roles.name, 'Marketing')));
      const createOnReport = and(
        eq(rolePolicies.roleId, marketing!.id),
        eq(rolePolicies.area, 'Report'),
        eq(rolePolicies.permission, 'Create'),
      );
      await db.orm.update(rolePolicies).set({ active: false }).where(createOnReport);
      // Written behind the server's back: its actor cache is told, as the settings route does.
      app.actors.forget({ propertyId: 1 });
      try {
        expect(await menu()).not.toContain('Report');
      } finally {
        await db.orm.update(rolePolicies).set({ active: true }).where(createOnReport);
        app.actors.forget({ propertyId: 1 });
      }
    });

    it('given no token, answers 401', async () => {
      const response = await get(app, '/api/authenticate');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Please sign in to continue' });
    });

    it('given a made-up token, answers 401 saying the session ended', async () => {
      const response = await get(app, '/api/authenticate', 'not-a-real-token');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Your session has ended. Please sign in again.' });
    });

    it('given an expired session, answers 401', async () => {
      const token = await signIn(app, 'supervisor1');
      await db.orm
        .update(sessions)
        .set({ expiresAt: new Date(NOW.getTime() - 1000) })
        .where(eq(sessions.tokenHash, hashToken(token)));
      // Written behind the server's back (test/actor-cache.test.ts lets the clock pass instead).
      app.actors.forget({ everyone: true });
      expect((await get(app, '/api/authenticate', token)).statusCode).toBe(401);
    });

    it('given a user deactivated after signing in, their token is revoked and answers 401', async () => {
      const token = await signIn(app, 'cashier1');
      const cashier = await userByEmail('cashier1@demo.test');
      await setUserActive(db.orm, app.actors, cashier.id, false, NOW);
      expect((await get(app, '/api/authenticate', token)).statusCode).toBe(401);
      const [session] = await db.orm
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect(session!.revokedAt).not.toBeNull();
    });
  });

  describe('app version and rate limit', () => {
    it('given an X-App-Version older than the minimum, answers 409 with the update message', async () => {
      const strict = await testServer(db, { minAppVersion: '2.0.0' });
      const response = await get(strict, '/api/authenticate', undefined, {
        headers: { 'x-app-version': '1.9.9' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'A new version of Strata is available. Please reload the page to update.',
      });
      await strict.close();
    });

    it('given the minimum version or newer, lets the call through', async () => {
      const strict = await testServer(db, { minAppVersion: '2.0.0' });
      const response = await get(strict, '/api/authenticate', undefined, {
        headers: { 'x-app-version': '2.0.10' },
      });
      expect(response.statusCode).toBe(401);
      await strict.close();
    });

    it('given more calls a minute than the limit, answers 429 with a message', async () => {
      const limited = await testServer(db, { rateLimitPerMinute: 3 });
      const statuses = [];
      for (let call = 0; call < 4; call += 1) {
        statuses.push(
          (
            await get(limited, '/api/public/visitors/NOPE', undefined, {
              remoteAddress: '198.51.100.7',
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
      const response = await get(limited, '/api/public/visitors/NOPE', undefined, {
        remoteAddress: '198.51.100.7',
      });
      expect(response.json()).toEqual({
        error: 'Too many requests. Please wait a minute and try again.',
      });
      await limited.close();
    });
  });

  describe('POST /api/logout', () => {
    it('given a live token, revokes it: the next call answers 401', async () => {
      const token = await signIn(app, 'marketing1');
      const response = await app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { authorization: `Bearer ${token}` },
        payload: { token },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'You have been signed out' });
      expect((await get(app, '/api/authenticate', token)).statusCode).toBe(401);
    });

    it('given no token in the body, answers 400 and revokes nothing', async () => {
      const token = await signIn(app, 'csa1');
      const response = await app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { authorization: `Bearer ${token}` },
        payload: {},
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'token: Token is required' });
      expect((await get(app, '/api/authenticate', token)).statusCode).toBe(200);
    });
  });

  describe('POST /api/forgot_password', () => {
    it('given a registered e-mail, mails a temporary password that signs in, replacing the old one', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/forgot_password',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=supervisor2%40demo.test&platform=web_app',
      });
      expect(response.statusCode).toBe(200);
      const mail = mailer.sent.find((message) => message.to === 'supervisor2@demo.test');
      const password = /temporary password is: (\S+)/.exec(mail!.text)![1]!;
      expect(password).toHaveLength(12);
      await expect(signIn(app, 'supervisor2', password)).resolves.toBeTruthy();
      await expect(signIn(app, 'supervisor2', 'demo1234')).rejects.toThrow(/400/);
    });

    it('given an unknown e-mail, answers exactly as for a registered one and sends nothing', async () => {
      const before = mailer.sent.length;
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/forgot_password',
        payload: { email: 'stranger@demo.test', platform: 'web_app' },
      });
      const known = await app.inject({
        method: 'POST',
        url: '/api/forgot_password',
        payload: { email: 'csa2@demo.test', platform: 'web_app' },
      });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      expect(mailer.sent.length).toBe(before + 1);
    });

    it('given a malformed e-mail, answers 400 and changes no password', async () => {
      const before = await userByEmail('marketing2@demo.test');
      const response = await app.inject({
        method: 'POST',
        url: '/api/forgot_password',
        payload: { email: 'marketing2-at-demo.test', platform: 'web_app' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'email: Must be a valid email address' });
      expect((await userByEmail('marketing2@demo.test')).passwordHash).toBe(before.passwordHash);
    });
  });
});
