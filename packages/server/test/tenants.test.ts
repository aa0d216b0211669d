import { contract, POLICY_AREAS } from '@strata/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPolicyRows } from '../src/auth/policies';
import type { Database } from '../src/db/database';
import { loadMigrations } from '../src/db/migrate';
import { ownedBy } from '../src/auth/access';
import { hashPassword } from '../src/auth/password';
import { auditEntries, facilities, tenants, units, uploads, users } from '../src/db/schema';
import {
  HOME,
  LOGINS,
  TENANT_MATRIX,
  sessionEndingAnswers,
  type Role,
  type Scope,
} from './authorization-matrix';
import { expectStillSignedIn, get, signIn } from './support/client';
import {
  engines,
  freshAddress,
  memoryMailer,
  NOW,
  seededDatabase,
  testServer,
} from './support/harness';
import { PNG_BASE64, postJson, postMultipart, remove } from './support/requests';
import { signedIn, socketAddress, TestSocket } from './support/socket';

/** A small PDF, base64. */
const PDF_BASE64 = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 32)]).toString(
  'base64',
);

/**
 * The tenants module (spec 002 §1 Tenants service): owners register, staff verify, the verified
 * tenant signs in to a reduced view until the tenancy's last day; the authorization matrix.
 */
describe.each(engines)('tenants on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  const tokens = {} as Record<Exclude<Role, 'none'>, string>;
  let counter = 0;
  const mailer = memoryMailer();
  const clock = { now: NOW };

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db, { mailer, now: () => clock.now });
    const [owner] = await db.orm.select().from(users).where(eq(users.email, LOGINS.owner));
    ownerId = owner!.id;
    for (const [role, login] of Object.entries(LOGINS)) {
      tokens[role as Exclude<Role, 'none'>] = await signIn(app, login);
    }
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  let ownerId = 0;
  /** A unit of `propertyId`: on the home property, one of the demo owner's. */
  async function unitOf(propertyId: number) {
    const [row] = await db.orm
      .select({ id: units.id })
      .from(units)
      .where(
        and(
          eq(units.propertyId, propertyId),
          propertyId === HOME.owner ? ownedBy(ownerId) : undefined,
        ),
      )
      .orderBy(asc(units.id))
      .limit(1);
    return row!.id;
  }

  const form = (n: number) => ({
    name: `Matrix Tenant ${n}`,
    ic: `A123456${n}`,
    email: `matrix.tenant${n}@demo.test`,
    contact: '0123456789',
    start_date: '2026-10-01',
    end_date: '2027-09-30',
  });

  /** A stored tenancy document (a PDF) under a fresh name, uploaded by `userId` (none: seeded). */
  async function storedDocument(userId: number | null = null) {
    const name = `d${(++counter).toString(16).padStart(31, '0')}.pdf`;
    await db.orm.insert(uploads).values({
      name,
      originalName: 'tenancy.pdf',
      kind: 'tenants',
      mime: 'application/pdf',
      size: 73,
      userId,
      content: Buffer.from(PDF_BASE64, 'base64'),
    });
    return name;
  }

  /** A pending tenant of `propertyId` (the demo owner's unit on the home property), with a document. */
  async function fresh(propertyId: number, name = `Matrix Tenant ${++counter}`) {
    const unitId = await unitOf(propertyId);
    const { start_date, end_date, ...fields } = form(++counter);
    const documents = [await storedDocument()];
    const [row] = await db.orm
      .insert(tenants)
      .values({
        ...fields,
        name,
        propertyId,
        unitId,
        startDate: start_date,
        endDate: end_date,
        documents,
      })
      .returning();
    return row!;
  }

  async function auditOf(action: string) {
    const rows = await db.orm
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.module, 'Tenants'));
    return rows.map((entry) => entry.action).filter((entry) => entry.startsWith(action));
  }

  it('gives Manager, Admin and Owner the whole Tenants area, a Tenant none', () => {
    const granted = (role: string) =>
      defaultPolicyRows(role)
        .filter((row) => row.area === 'Tenants' && row.active)
        .map((row) => row.permission);
    expect(granted('Manager')).toEqual(POLICY_AREAS['Tenants']);
    expect(granted('Admin')).toEqual(POLICY_AREAS['Tenants']);
    expect(granted('Owner')).toEqual(POLICY_AREAS['Tenants']);
    expect(granted('Tenant')).toEqual([]);
  });

  it('has a migration that brings the Tenants area and the Tenant role to what exists', () => {
    const statements = loadMigrations().flatMap((migration) => migration.statements);
    expect(statements.some((sql) => sql.includes('CREATE TABLE "tenants"'))).toBe(true);
    expect(
      statements.some(
        (sql) => sql.includes('INSERT INTO "role_policies"') && sql.includes("'Tenants'"),
      ),
    ).toBe(true);
    expect(
      statements.some((sql) => sql.includes('INSERT INTO "roles"') && sql.includes("'Tenant'")),
    ).toBe(true);
  });

  it("lists the admin's property's tenants, newest first, and finds one by name", async () => {
    const own = await fresh(HOME.admin, 'Zebra Tenant own');
    await fresh(2, 'Zebra Tenant other');
    const response = await get(app, '/api/tenants?search=zebra', tokens.admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data.map((row: { name: string }) => row.name)).toEqual([own.name]);
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({ status: 'pending', unit: { id: own.unitId } });
  });

  it('filters by status: pending, verified and ended', async () => {
    const ended = await fresh(HOME.admin, 'Status Ended');
    await db.orm
      .update(tenants)
      .set({ startDate: '2025-01-01', endDate: '2025-12-31' })
      .where(eq(tenants.id, ended.id));
    const names = async (status: string) =>
      (await get(app, `/api/tenants?status=${status}&search=status`, tokens.admin))
        .json()
        .data.map((row: { name: string }) => row.name);
    await fresh(HOME.admin, 'Status Pending');
    expect(await names('ended')).toEqual(['Status Ended']);
    expect(await names('pending')).toEqual(['Status Pending']);
    const bad = await get(app, '/api/tenants?status=gone', tokens.admin);
    expect(bad.statusCode).toBe(400);
  });

  it('lets the owner register, change and remove a tenant of their own unit, each audited', async () => {
    const unitId = await unitOf(HOME.owner);
    const added = await postJson(
      app,
      '/api/tenants/add',
      { ...form(900), name: 'Added Tenant', unit_id: unitId },
      tokens.owner,
    );
    expect(added.statusCode, added.body).toBe(200);
    const { data, message } = added.json();
    expect(message).toBe('Tenant has been added');
    expect(data).toMatchObject({ name: 'Added Tenant', status: 'pending', unit: { id: unitId } });

    const detail = await get(app, `/api/tenants/detail/${data.id}`, tokens.owner);
    expect(detail.json().data.name).toBe('Added Tenant');

    const edited = await postJson(
      app,
      '/api/tenants/edit',
      { ...form(900), id: data.id, name: 'Changed Tenant' },
      tokens.owner,
    );
    expect(edited.json()).toMatchObject({
      data: { id: data.id, name: 'Changed Tenant' },
      message: 'Tenant has been updated',
    });

    const removed = await remove(app, `/api/tenants/${data.id}`, tokens.owner);
    expect(removed.json()).toEqual({ message: 'Tenant has been removed' });
    expect(await db.orm.select().from(tenants).where(eq(tenants.id, data.id))).toEqual([]);
    expect(await auditOf('add-tenant Added Tenant')).toHaveLength(1);
    expect(await auditOf('edit-tenant Changed Tenant')).toHaveLength(1);
    expect(await auditOf('delete-tenant Changed Tenant')).toHaveLength(1);
  });

  it('refuses a bad IC, a phone with letters, and an end not after the start, naming the field', async () => {
    const unitId = await unitOf(HOME.owner);
    const send = (changes: object) =>
      postJson(
        app,
        '/api/tenants/add',
        { ...form(901), unit_id: unitId, ...changes },
        tokens.owner,
      );
    const ic = await send({ ic: 'A1' });
    expect(ic.statusCode).toBe(400);
    expect(ic.json().error).toContain('IC or passport must be 6 to 20');
    const phone = await send({ contact: '012-abc' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().error).toContain('Phone must be 6 to 20 digits');
    const dates = await send({ end_date: '2026-10-01' });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().error).toContain('End date must be after start date');
  });

  it('keeps the documents the owner attaches, opened by staff and the owner, not by guards', async () => {
    const uploaded = await postMultipart(
      app,
      '/api/tenants/upload',
      { doc: PDF_BASE64, original_name: 'Tenancy Agreement.pdf' },
      tokens.owner,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const document: string = uploaded.json().doc;
    expect(document).toMatch(/^[a-f0-9]{32}\.pdf$/);
    // Not attached yet: only its uploader opens it.
    expect((await get(app, `/storage/tenants/${document}`, tokens.admin)).statusCode).toBe(404);

    const added = await postJson(
      app,
      '/api/tenants/add',
      { ...form(910), unit_id: await unitOf(HOME.owner), documents: [document] },
      tokens.owner,
    );
    expect(added.statusCode, added.body).toBe(200);
    const { id, documents } = added.json().data;
    expect(documents).toEqual([document]);
    const opened = await get(app, `/storage/tenants/${document}`, tokens.admin);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(opened.rawPayload.equals(Buffer.from(PDF_BASE64, 'base64'))).toBe(true);
    expect((await get(app, `/storage/tenants/${document}`, tokens.owner)).statusCode).toBe(200);
    expect((await get(app, `/storage/tenants/${document}`, tokens.guard)).statusCode).toBe(404);
    expect((await get(app, `/storage/tenants/${document}`, tokens.admin2)).statusCode).toBe(404);

    // Staff changing the tenant keep the owner's document, and may add their own.
    const picture = await postJson(
      app,
      '/api/tenants/upload',
      { doc: PNG_BASE64, original_name: 'ic.png' },
      tokens.manager,
    );
    const edited = await postJson(
      app,
      '/api/tenants/edit',
      { ...form(910), id, documents: [document, picture.json().doc] },
      tokens.manager,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.documents).toEqual([document, picture.json().doc]);
    const image = await get(app, `/storage/tenants/${picture.json().doc}`, tokens.owner);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it("refuses another user's document, a file of another type, and one over 5 MB", async () => {
    const foreign = await storedDocument();
    const response = await postJson(
      app,
      '/api/tenants/add',
      { ...form(911), unit_id: await unitOf(HOME.owner), documents: [foreign] },
      tokens.owner,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'A document was not uploaded by you. Please upload it again.',
    );
    const named = await postJson(
      app,
      '/api/tenants/add',
      { ...form(911), unit_id: await unitOf(HOME.owner), documents: ['agreement.docx'] },
      tokens.owner,
    );
    expect(named.statusCode).toBe(400);
    expect(named.json().error).toContain('Documents must be at most 5 uploaded files');
    const docx = await postJson(
      app,
      '/api/tenants/upload',
      { doc: PDF_BASE64, original_name: 'agreement.docx' },
      tokens.owner,
    );
    expect(docx.statusCode).toBe(400);
    expect(docx.json().error).toBe('File not supported.');
    const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const large = await postMultipart(
      app,
      '/api/tenants/upload',
      { doc: big.toString('base64'), original_name: 'agreement.pdf' },
      tokens.owner,
    );
    expect(large.statusCode).toBe(400);
    expect(large.json().error).toBe('Image must be below 5MB.');
  });

  it('lets an owner of several units register a tenant for the one they choose', async () => {
    const [second] = await db.orm
      .select({ id: units.id, userId2: units.userId2 })
      .from(units)
      .where(and(eq(units.propertyId, HOME.owner), sql`not ${ownedBy(ownerId)}`))
      .limit(1);
    await db.orm.update(units).set({ userId2: ownerId }).where(eq(units.id, second!.id));
    try {
      const added = await postJson(
        app,
        '/api/tenants/add',
        { ...form(912), unit_id: second!.id },
        tokens.owner,
      );
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().data.unit.id).toBe(second!.id);
    } finally {
      await db.orm.update(units).set({ userId2: second!.userId2 }).where(eq(units.id, second!.id));
    }
  });

  it("tells staff's and the unit owner's open screens of a tenant registered, verified and edited", async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = socketAddress(app);
    const staff = await TestSocket.connect(url, await signedIn(app, LOGINS.manager));
    const owner = await TestSocket.connect(url, await signedIn(app, LOGINS.owner));
    const elsewhere = await TestSocket.connect(url, await signedIn(app, LOGINS.admin2));
    try {
      const added = await postJson(
        app,
        '/api/tenants/add',
        { ...form(913), unit_id: await unitOf(HOME.owner) },
        tokens.owner,
      );
      const { id } = added.json().data;
      await staff.next('tenant', (message) => message.data.id === id);
      await owner.next('tenant', (message) => message.data.id === id);
      await postJson(
        app,
        '/api/tenants/edit',
        { ...form(913), id, name: 'Live Tenant' },
        tokens.owner,
      );
      await postJson(app, '/api/tenants/verify', { id }, tokens.admin);
      await expect
        .poll(() => owner.all('tenant').filter((message) => message.data.id === id).length)
        .toBe(3);
      await expect
        .poll(() => staff.all('tenant').filter((message) => message.data.id === id).length)
        .toBe(3);
      expect(elsewhere.all('tenant')).toEqual([]);
    } finally {
      await Promise.all([staff.close(), owner.close(), elsewhere.close()]);
    }
  });

  it("refuses an owner registering a tenant for another owner's unit with 400", async () => {
    const [other] = await db.orm
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.propertyId, HOME.owner), sql`not ${ownedBy(ownerId)}`))
      .limit(1);
    const response = await postJson(
      app,
      '/api/tenants/add',
      { ...form(902), unit_id: other!.id },
      tokens.owner,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('You can only register tenants for your own units');
  });

  it('answers 400 with the service message on a property without the Tenants service', async () => {
    const response = await get(app, '/api/tenants', tokens.admin2);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('Tenants Service is not available');
  });

  it('answers in Malay when asked', async () => {
    const row = await fresh(HOME.admin);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/tenants/${row.id}`,
      headers: { authorization: `Bearer ${tokens.admin}`, 'accept-language': 'ms' },
    });
    expect(response.json()).toEqual({ message: 'Penyewa telah dialih keluar' });
  });

  /** Signs `email` in through POST /api/login, answering the reply whatever its status. */
  function login(email: string, password: string) {
    return app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: freshAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email_username: email,
        password,
        platform: 'web_app',
      }).toString(),
    });
  }

  /** The temporary password in a mail's text. */
  const passwordIn = (text: string) => /temporary password is: (\S+)/.exec(text)![1]!;

  /** The mail last sent to `email`. */
  const mailTo = (email: string) => mailer.sent.findLast((message) => message.to === email)!;

  /** The temporary password last mailed to `email`. */
  const mailedPassword = (email: string) => passwordIn(mailTo(email).text);

  describe('verified tenant', () => {
    let tenantId = 0;
    let tenantToken = '';
    const email = 'verified.tenant@demo.test';

    it('is verified by the admin (not by the owner), which opens their account and mails a password', async () => {
      const unitId = await unitOf(HOME.owner);
      const added = await postJson(
        app,
        '/api/tenants/add',
        // The tenancy's last day is the test clock's day (NOW).
        { ...form(903), email, name: 'Verified Tenant', unit_id: unitId, end_date: '2026-11-02' },
        tokens.owner,
      );
      tenantId = added.json().data.id;
      const byOwner = await postJson(app, '/api/tenants/verify', { id: tenantId }, tokens.owner);
      expect(byOwner.statusCode).toBe(400);
      expect(byOwner.json().error).toBe('Only your property management can verify a tenant');

      const verified = await postJson(app, '/api/tenants/verify', { id: tenantId }, tokens.admin);
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json().data).toMatchObject({ status: 'verified' });
      const [user] = await db.orm.select().from(users).where(eq(users.email, email));
      expect(user).toMatchObject({ role: 'Tenant', propertyId: HOME.owner, active: true });
      const [row] = await db.orm.select().from(tenants).where(eq(tenants.id, tenantId));
      expect(row!.userId).toBe(user!.id);
      expect(await auditOf('verify-tenant Verified Tenant')).toHaveLength(1);

      const again = await postJson(app, '/api/tenants/verify', { id: tenantId }, tokens.admin);
      expect(again.statusCode).toBe(400);
      const edit = await postJson(
        app,
        '/api/tenants/edit',
        { ...form(903), email, id: tenantId, end_date: '2026-11-02' },
        tokens.owner,
      );
      expect(edit.statusCode).toBe(400);
      expect(edit.json().error).toBe('This tenant has been verified and can no longer be changed');
    });

    it('signs in with the mailed password and gets the reduced menu', async () => {
      const response = await login(email, mailedPassword(email));
      expect(response.statusCode, response.body).toBe(200);
      tenantToken = response.json().token;
      const navs = response.json().navs.map((nav: { name: string }) => nav.name);
      expect(navs).toEqual(
        expect.arrayContaining(['Property Unit', 'Visitors', 'Announcements', 'Inbox']),
      );
      expect(navs).not.toContain('Finance');
      expect(navs).not.toContain('Tenants');
      expect(response.json().user.unit_id).toBe(await unitOf(HOME.owner));
    });

    it('registers a visitor for their unit and sees the unit read-only', async () => {
      const visitor = await postJson(
        app,
        '/api/visitors/add',
        {
          name: 'Tenant Guest',
          contact: '0123456789',
          vehicle_no: 'WXY 1234',
          type: 'Visit',
          start_date: '2026-11-03',
        },
        tenantToken,
      );
      expect(visitor.statusCode, visitor.body).toBe(200);
      const unit = await get(app, `/api/units/detail/${await unitOf(HOME.owner)}`, tenantToken);
      expect(unit.statusCode, unit.body).toBe(200);
    });

    it("sees the owner's booking of their unit as their own in the week, and may cancel it", async () => {
      const [bbq] = await db.orm
        .select({ id: facilities.id })
        .from(facilities)
        .where(and(eq(facilities.propertyId, HOME.owner), eq(facilities.name, 'BBQ Pit')));
      const booked = await postJson(
        app,
        '/api/facilities/book',
        { facility_id: bbq!.id, date: '2026-11-10', time: '12:00' },
        tokens.owner,
      );
      expect(booked.statusCode, booked.body).toBe(200);
      const week = await get(app, `/api/facilities/week/${bbq!.id}?from=2026-11-09`, tenantToken);
      expect(week.json().data.taken).toContainEqual({
        starts_at: '2026-11-10 12:00',
        status: 'Confirmed',
        booking_id: booked.json().data.id,
      });
      const cancelled = await postJson(
        app,
        '/api/facilities/bookings/cancel',
        { id: booked.json().data.id },
        tenantToken,
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    });

    it('is refused statements and payments with 400 and a clear message, signed in still', async () => {
      for (const url of ['/api/account-statements', '/api/payments']) {
        const response = await get(app, url, tenantToken);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error).toBe(
          'Tenants cannot view account statements or payments. Please ask the owner of your unit.',
        );
      }
      await expectStillSignedIn(app, tenantToken);
    });

    it("ends the session and refuses sign-in once the tenancy's last day has passed", async () => {
      // The tenancy's last day, in Malaysia: still working.
      clock.now = new Date('2026-11-02T23:59:00+08:00');
      expect((await get(app, '/api/authenticate', tenantToken)).statusCode).not.toBe(401);
      // The cached actor carries the end date: the next day's first call ends the session.
      clock.now = new Date('2026-11-03T00:01:00+08:00');
      const ended = await get(app, '/api/authenticate', tenantToken);
      expect(ended.statusCode).toBe(401);
      expect(ended.json().error).toContain('Your tenancy has ended');
      const [user] = await db.orm.select().from(users).where(eq(users.email, email));
      await db.orm
        .update(users)
        .set({ passwordHash: await hashPassword('tenant1234') })
        .where(eq(users.id, user!.id));
      const refused = await login(email, 'tenant1234');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toContain('Your tenancy has ended');
      clock.now = NOW;
    });
  });

  describe('accounts and first sign-in', () => {
    it("refuses an e-mail that is an owner's or staff account when the owner registers the tenant", async () => {
      const added = await postJson(
        app,
        '/api/tenants/add',
        { ...form(904), email: LOGINS.manager, unit_id: await unitOf(HOME.owner) },
        tokens.owner,
      );
      expect(added.statusCode).toBe(400);
      expect(added.json().error).toBe('This e-mail already has an account');
    });

    it('welcomes a tenant verified ahead of the tenancy, who signs in from its first day with the mailed password', async () => {
      const email = 'future.tenant@demo.test';
      const added = await postJson(
        app,
        '/api/tenants/add',
        {
          ...form(905),
          email,
          name: 'Future Tenant',
          unit_id: await unitOf(HOME.owner),
          start_date: '2026-11-20',
          end_date: '2027-11-19',
        },
        tokens.owner,
      );
      expect(added.statusCode, added.body).toBe(200);
      const verified = await postJson(
        app,
        '/api/tenants/verify',
        { id: added.json().data.id },
        tokens.admin,
      );
      expect(verified.statusCode, verified.body).toBe(200);
      const mail = mailTo(email);
      expect(mail.subject).toBe('Welcome to Strata / Selamat datang ke Strata');
      expect(mail.text).toContain('from 2026-11-20 to 2027-11-19');
      expect(mail.text).toContain('You can sign in from 2026-11-20');
      expect(mail.text).toContain('until 2026-11-27 00:00');
      const early = await login(email, passwordIn(mail.text));
      expect(early.statusCode).toBe(400);
      expect(early.json().error).toBe(
        'Your tenancy starts on 2026-11-20. You can sign in from that day.',
      );
      clock.now = new Date('2026-11-21T09:00:00+08:00');
      try {
        const first = await login(email, passwordIn(mail.text));
        expect(first.statusCode, first.body).toBe(200);
      } finally {
        clock.now = NOW;
      }
    });

    it('opens a returning tenant their own account again for the new tenancy', async () => {
      const email = 'ended.tenant@demo.test';
      const [before] = await db.orm.select().from(users).where(eq(users.email, email));
      const added = await postJson(
        app,
        '/api/tenants/add',
        { ...form(906), email, name: 'Lim Returns', unit_id: await unitOf(HOME.owner) },
        tokens.owner,
      );
      expect(added.statusCode, added.body).toBe(200);
      const verified = await postJson(
        app,
        '/api/tenants/verify',
        { id: added.json().data.id },
        tokens.admin,
      );
      expect(verified.statusCode, verified.body).toBe(200);
      const [after] = await db.orm.select().from(users).where(eq(users.email, email));
      expect(after).toMatchObject({ id: before!.id, name: 'Lim Returns', active: true });
      const signedIn = await login(email, mailedPassword(email));
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      // A second tenancy of the same person while this one runs cannot be verified.
      const twice = await postJson(
        app,
        '/api/tenants/add',
        { ...form(907), email, unit_id: await unitOf(HOME.owner) },
        tokens.owner,
      );
      const refused = await postJson(
        app,
        '/api/tenants/verify',
        { id: twice.json().data.id },
        tokens.admin,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('This e-mail already has an account');
    });
  });

  describe('authorization matrix', () => {
    const cases = TENANT_MATRIX.flatMap((row) =>
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
        const tenant = await fresh(property);
        const values: Record<string, number | string> = {
          property,
          n: ++counter,
          tenant: tenant.id,
          unit: await unitOf(property),
          document: tenant.documents[0]!,
          file: PNG_BASE64,
        };
        const fill = (text: string) =>
          text.replace(/\{(\w+)\}/g, (_match, name: string) => String(values[name]));
        const body = row.body
          ? Object.fromEntries(
              Object.entries(row.body).map(([name, value]) => [
                name,
                typeof value === 'string' &&
                /^\{\w+\}$/.test(value) &&
                typeof values[value.slice(1, -1)] === 'number'
                  ? Number(fill(value))
                  : typeof value === 'string'
                    ? fill(value)
                    : value,
              ]),
            )
          : undefined;
        const [method, path] = row.call.split(' ') as [string, string];
        const token = role === 'none' ? undefined : tokens[role];
        const url = fill(path);
        const response =
          method === 'GET'
            ? await get(app, url, token)
            : method === 'DELETE'
              ? await remove(app, url, token)
              : await postJson(app, url, body, token);
        expect(response.statusCode, response.body).toBe(status);
        if (status >= 400) expect(typeof response.json().error).toBe('string');
        if (token) await expectStillSignedIn(app, token);
      },
    );

    it('covers every call of the group and never ends a session (spec 000 §8)', () => {
      const calls = TENANT_MATRIX.map((row) => row.call.split(' ')[0]);
      expect(calls.length).toBe(Object.keys(contract.tenants).length);
      expect(sessionEndingAnswers(TENANT_MATRIX)).toEqual([]);
    });
  });
});
