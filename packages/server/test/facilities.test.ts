import { contract, POLICY_AREAS } from '@strata/domain';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPolicyRows } from '../src/auth/policies';
import type { Database } from '../src/db/database';
import { loadMigrations } from '../src/db/migrate';
import { ownedBy } from '../src/auth/access';
import {
  accountStatements,
  auditEntries,
  facilities,
  facilityBookings,
  inboxItems,
  units,
  uploads,
  users,
} from '../src/db/schema';
import {
  HOME,
  LOGINS,
  FACILITY_MATRIX,
  sessionEndingAnswers,
  type Role,
  type Scope,
} from './authorization-matrix';
import { expectStillSignedIn, get, signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';
import { PNG_BASE64, postJson, postMultipart, remove } from './support/requests';

/** The facilities module: its calls for an admin, the authorization matrix, the policy area. */
describe.each(engines)('facilities on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  const tokens = {} as Record<Exclude<Role, 'none'>, string>;
  let counter = 0;
  let ownerId: number;
  let ownerUnit: number;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db);
    for (const [role, login] of Object.entries(LOGINS)) {
      tokens[role as Exclude<Role, 'none'>] = await signIn(app, login);
    }
    const [owner] = await db.orm.select().from(users).where(eq(users.email, LOGINS.owner));
    ownerId = owner!.id;
    const [unit] = await db.orm.select().from(units).where(ownedBy(ownerId)).orderBy(units.id);
    ownerUnit = unit!.id;
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  async function fresh(
    propertyId: number,
    name = `Matrix Facility ${++counter}`,
    fields: Partial<typeof facilities.$inferInsert> = {},
  ) {
    const [row] = await db.orm
      .insert(facilities)
      .values({ propertyId, name, ...fields })
      .returning();
    return row!;
  }

  /** A stored picture (a 1×1 PNG) under a fresh name, uploaded by `userId` (none: seeded). */
  async function storedPicture(userId: number | null = null) {
    const name = `e${(++counter).toString(16).padStart(31, '0')}.png`;
    await db.orm.insert(uploads).values({
      name,
      originalName: 'pool.png',
      kind: 'pictures',
      mime: 'image/png',
      size: 10,
      userId,
      content: Buffer.from(PNG_BASE64, 'base64'),
    });
    return name;
  }

  /** A Pending booking of a fresh facility: the owner's unit on property 1, any unit elsewhere. */
  async function freshBooking(propertyId: number, facilityId: number) {
    const [unit] =
      propertyId === HOME.owner
        ? [{ id: ownerUnit }]
        : await db.orm.select().from(units).where(eq(units.propertyId, propertyId)).limit(1);
    const startsAt = new Date('2026-11-05T10:00:00+08:00');
    const [row] = await db.orm
      .insert(facilityBookings)
      .values({
        propertyId,
        facilityId,
        unitId: unit!.id,
        userId: propertyId === HOME.owner ? ownerId : null,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3600_000),
        status: 'Pending',
      })
      .returning();
    return row!;
  }

  /** The fields every add and edit sends. */
  const fields = {
    capacity: 30,
    opens: '10:00',
    closes: '22:00',
    slot_minutes: 120,
    weekly_limit: 2,
    fee: 50,
    needs_approval: false,
    house_rules: 'No loud music after 21:00',
  };

  /** The statement rows of a booking (its debit and any credit), oldest first. */
  function feeRows(bookingId: number) {
    return db.orm
      .select({
        ref: accountStatements.refNo,
        debit: accountStatements.debit,
        credit: accountStatements.credit,
        description: accountStatements.description,
      })
      .from(accountStatements)
      .where(inArray(accountStatements.refNo, [`FAC-${bookingId}`, `FAC-${bookingId}-R`]))
      .orderBy(accountStatements.id);
  }

  it('gives Manager and Admin the whole Facilities area, owners View and Create, guards View', () => {
    const granted = (role: string) =>
      defaultPolicyRows(role)
        .filter((row) => row.area === 'Facilities' && row.active)
        .map((row) => row.permission);
    expect(granted('Manager')).toEqual(POLICY_AREAS['Facilities']);
    expect(granted('Admin')).toEqual(POLICY_AREAS['Facilities']);
    expect(granted('Owner')).toEqual(['View', 'Create']);
    expect(granted('Security Guard')).toEqual(['View']);
    expect(granted('Accountant')).toEqual([]);
  });

  it('has a migration that brings the Facilities area to the roles that exist', () => {
    const statements = loadMigrations().flatMap((migration) => migration.statements);
    expect(statements.some((sql) => sql.includes('CREATE TABLE "facilities"'))).toBe(true);
    expect(
      statements.some(
        (sql) => sql.includes('INSERT INTO "role_policies"') && sql.includes("'Facilities'"),
      ),
    ).toBe(true);
  });

  it("lists the admin's property's facilities, newest first, and finds one by name", async () => {
    const own = await fresh(HOME.admin, 'Zebra Facility own');
    await fresh(2, 'Zebra Facility other');
    const response = await get(app, '/api/facilities?search=zebra', tokens.admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data.map((row: { name: string }) => row.name)).toEqual([own.name]);
    expect(body.total).toBe(1);
  });

  it('adds, shows, changes and deletes a facility as the admin, each audited', async () => {
    const added = await postJson(
      app,
      '/api/facilities/add',
      { name: 'Added Facility', ...fields },
      tokens.admin,
    );
    expect(added.statusCode, added.body).toBe(200);
    const { data, message } = added.json();
    expect(message).toBe('Facility has been added');
    expect(data).toMatchObject({
      name: 'Added Facility',
      property_id: HOME.admin,
      opens: '10:00',
      closes: '22:00',
      slot_minutes: 120,
      fee: 50,
      needs_approval: false,
      house_rules: 'No loud music after 21:00',
    });

    const detail = await get(app, `/api/facilities/detail/${data.id}`, tokens.admin);
    expect(detail.json().data.name).toBe('Added Facility');

    const edited = await postJson(
      app,
      '/api/facilities/edit',
      { id: data.id, name: 'Changed Facility', ...fields, fee: 0 },
      tokens.admin,
    );
    expect(edited.json()).toMatchObject({
      data: { id: data.id, name: 'Changed Facility', fee: 0 },
      message: 'Facility has been updated',
    });

    const removed = await remove(app, `/api/facilities/${data.id}`, tokens.admin);
    expect(removed.json()).toEqual({ message: 'Facility has been removed' });
    expect(await db.orm.select().from(facilities).where(eq(facilities.id, data.id))).toEqual([]);
    const audit = await db.orm
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.module, 'Facilities'));
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'add-facility Added Facility',
        'edit-facility Changed Facility',
        'delete-facility Changed Facility',
      ]),
    );
  });

  it('keeps a picture with the facility: uploaded by staff, shown to its owners, kept, removed', async () => {
    const uploaded = await postJson(
      app,
      '/api/facilities/upload',
      { doc: PNG_BASE64, original_name: 'pool.png' },
      tokens.admin,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const picture: string = uploaded.json().doc;
    expect(picture).toMatch(/^[a-f0-9]{32}\.png$/);
    // Not in use yet: only its uploader sees it.
    expect((await get(app, `/storage/facilities/${picture}`, tokens.owner)).statusCode).toBe(404);
    expect((await get(app, `/storage/facilities/${picture}`, tokens.admin)).statusCode).toBe(200);

    const added = await postJson(
      app,
      '/api/facilities/add',
      { name: 'Pictured Pool', ...fields, picture },
      tokens.admin,
    );
    expect(added.statusCode, added.body).toBe(200);
    const { id } = added.json().data;
    expect(added.json().data.picture).toBe(picture);
    const shown = await get(app, `/storage/facilities/${picture}`, tokens.owner);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(shown.rawPayload.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
    // Another property's admin (whose property has no Facilities service) does not.
    expect((await get(app, `/storage/facilities/${picture}`, tokens.admin2)).statusCode).toBe(404);

    // Left out, an edit keeps the picture; the manager may keep a picture the admin uploaded.
    const kept = await postJson(
      app,
      '/api/facilities/edit',
      { id, name: 'Pictured Pool', ...fields },
      tokens.manager,
    );
    expect(kept.json().data.picture).toBe(picture);
    const again = await postJson(
      app,
      '/api/facilities/edit',
      { id, name: 'Pictured Pool', ...fields, picture },
      tokens.manager,
    );
    expect(again.statusCode, again.body).toBe(200);
    const removed = await postJson(
      app,
      '/api/facilities/edit',
      { id, name: 'Pictured Pool', ...fields, picture: null },
      tokens.admin,
    );
    expect(removed.json().data.picture).toBeNull();
    expect((await get(app, `/storage/facilities/${picture}`, tokens.owner)).statusCode).toBe(404);
  });

  it('refuses a picture someone else uploaded, a file that is not a picture, and one over 5 MB', async () => {
    const foreign = await storedPicture(ownerId);
    const response = await postJson(
      app,
      '/api/facilities/add',
      { name: 'Foreign Pool', ...fields, picture: foreign },
      tokens.admin,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'The picture was not uploaded by you. Please upload it again.',
    );
    const shape = await postJson(
      app,
      '/api/facilities/add',
      { name: 'Odd Pool', ...fields, picture: 'pool.gif' },
      tokens.admin,
    );
    expect(shape.statusCode).toBe(400);
    expect(shape.json().error).toContain('Picture must be an uploaded jpg, jpeg or png image');
    const pdf = await postJson(
      app,
      '/api/facilities/upload',
      { doc: Buffer.from('%PDF-1.4 hello').toString('base64'), original_name: 'pool.pdf' },
      tokens.admin,
    );
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error).toBe('File not supported.');
    const big = Buffer.concat([Buffer.from(PNG_BASE64, 'base64'), Buffer.alloc(5 * 1024 * 1024)]);
    const large = await postMultipart(
      app,
      '/api/facilities/upload',
      { doc: big.toString('base64'), original_name: 'pool.png' },
      tokens.admin,
    );
    expect(large.statusCode).toBe(400);
    expect(large.json().error).toBe('Image must be below 5MB.');
    const byOwner = await postJson(
      app,
      '/api/facilities/upload',
      { doc: PNG_BASE64, original_name: 'pool.png' },
      tokens.owner,
    );
    expect(byOwner.statusCode).toBe(400);
    expect(byOwner.json().error).toBe('Only property staff can add, change or delete facilities');
  });

  it('given hours that hold no slot, refuses the facility naming the closing time', async () => {
    const response = await postJson(
      app,
      '/api/facilities/add',
      { name: 'Short Hall', ...fields, opens: '21:00', closes: '22:00' },
      tokens.admin,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'closes: Closing time must leave room for at least one slot after opening time',
    );
  });

  it('refuses an owner adding a facility with 400, and a property without the service', async () => {
    const byOwner = await postJson(
      app,
      '/api/facilities/add',
      { name: 'Owner Hall', ...fields },
      tokens.owner,
    );
    expect(byOwner.statusCode).toBe(400);
    expect(byOwner.json().error).toBe('Only property staff can add, change or delete facilities');
    const serviceOff = await get(app, '/api/facilities', tokens.admin2);
    expect(serviceOff.statusCode).toBe(400);
    expect(serviceOff.json().error).toBe(
      'Facilities Service is not available. Please ask your property management to enable this service.',
    );
  });

  describe('bookings (spec 002 §1 Facilities)', () => {
    // NOW is Monday 2026-11-02 09:30 in Malaysia.
    const book = (token: string, body: Record<string, unknown>) =>
      postJson(app, '/api/facilities/book', body, token);

    it('lets an owner of several units choose the unit, and asks them to when they name none', async () => {
      const hall = await fresh(HOME.owner, 'Two Unit Hall');
      const [second] = await db.orm
        .select({ id: units.id, userId2: units.userId2 })
        .from(units)
        .where(and(eq(units.propertyId, HOME.owner), sql`not ${ownedBy(ownerId)}`))
        .limit(1);
      await db.orm.update(units).set({ userId2: ownerId }).where(eq(units.id, second!.id));
      try {
        const unnamed = await book(tokens.owner, {
          facility_id: hall.id,
          date: '2026-11-06',
          time: '10:00',
        });
        expect(unnamed.statusCode).toBe(400);
        expect(unnamed.json().error).toBe('Choose the unit the booking is for');
        const named = await book(tokens.owner, {
          facility_id: hall.id,
          unit_id: second!.id,
          date: '2026-11-06',
          time: '10:00',
        });
        expect(named.statusCode, named.body).toBe(200);
        expect(named.json().data).toMatchObject({ unit_id: second!.id, own: true });
      } finally {
        await db.orm
          .update(units)
          .set({ userId2: second!.userId2 })
          .where(eq(units.id, second!.id));
      }
    });

    it('books a free slot for the owner, debits the fee, shows it as theirs, and returns the fee when cancelled a day ahead', async () => {
      const bbq = await fresh(HOME.owner, 'Booked BBQ', {
        opens: '10:00',
        closes: '22:00',
        slotMinutes: 120,
        fee: 50,
      });
      const booked = await book(tokens.owner, {
        facility_id: bbq.id,
        date: '2026-11-07',
        time: '18:00',
      });
      expect(booked.statusCode, booked.body).toBe(200);
      const { data, message } = booked.json();
      expect(message).toBe('Facility has been booked');
      expect(data).toMatchObject({
        unit_id: ownerUnit,
        starts_at: '2026-11-07 18:00',
        ends_at: '2026-11-07 20:00',
        status: 'Confirmed',
        fee: 50,
        own: true,
      });
      expect(await feeRows(data.id)).toEqual([
        {
          ref: `FAC-${data.id}`,
          debit: 50,
          credit: 0,
          description: 'Facility booking: Booked BBQ, 2026-11-07 18:00-20:00',
        },
      ]);

      const week = await get(app, `/api/facilities/week/${bbq.id}?from=2026-11-05`, tokens.owner);
      expect(week.json().data).toMatchObject({
        from: '2026-11-02',
        now: '2026-11-02 09:30',
        taken: [{ starts_at: '2026-11-07 18:00', status: 'Confirmed', booking_id: data.id }],
      });
      const asAdmin = await get(
        app,
        `/api/facilities/week/${bbq.id}?from=2026-11-05`,
        tokens.admin,
      );
      expect(asAdmin.json().data.taken).toEqual([
        { starts_at: '2026-11-07 18:00', status: 'Confirmed', booking_id: null },
      ]);

      const cancelled = await postJson(
        app,
        '/api/facilities/bookings/cancel',
        { id: data.id },
        tokens.owner,
      );
      expect(cancelled.json()).toMatchObject({
        data: { status: 'Cancelled' },
        message: 'Booking has been cancelled',
      });
      expect((await feeRows(data.id)).map((row) => [row.debit, row.credit])).toEqual([
        [50, 0],
        [0, 50],
      ]);
      const statement = await app.inject({
        method: 'GET',
        url: '/api/account-statements?search=Booked%20BBQ',
        headers: { authorization: `Bearer ${tokens.owner}`, 'accept-language': 'ms' },
      });
      expect(statement.statusCode, statement.body).toBe(200);
      expect(
        statement
          .json()
          .data.map((row: { description: string }) => row.description)
          .sort(),
      ).toEqual([
        'Tempahan kemudahan dibatalkan (yuran dipulangkan): Booked BBQ, 2026-11-07 18:00-20:00',
        'Tempahan kemudahan: Booked BBQ, 2026-11-07 18:00-20:00',
      ]);
      const audit = await db.orm
        .select({ action: auditEntries.action })
        .from(auditEntries)
        .where(like(auditEntries.action, '%Booked BBQ%'));
      expect(audit.map((entry) => entry.action)).toEqual([
        'book-facility Booked BBQ 2026-11-07 18:00-20:00',
        'cancel-booking Booked BBQ 2026-11-07 18:00-20:00',
      ]);
    });

    it('keeps the fee when a booking is cancelled less than 24 hours before it starts', async () => {
      const court = await fresh(HOME.owner, 'Late Court', { slotMinutes: 60, fee: 20 });
      const booked = await book(tokens.owner, {
        facility_id: court.id,
        date: '2026-11-03',
        time: '08:00',
      });
      const { data } = booked.json();
      await postJson(app, '/api/facilities/bookings/cancel', { id: data.id }, tokens.owner);
      expect((await feeRows(data.id)).map((row) => [row.debit, row.credit])).toEqual([[20, 0]]);
    });

    it.each([
      [
        'a past slot',
        '2026-11-02',
        '08:00',
        'This slot has already started. Please choose a later slot.',
      ],
      [
        'a slot outside opening hours',
        '2026-11-04',
        '22:00',
        'The facility is open from 08:00 to 22:00. Please choose a slot within those hours.',
      ],
      [
        'a slot off the boundary',
        '2026-11-04',
        '09:30',
        'A booking starts on a slot of 60 minutes from 08:00.',
      ],
    ])('refuses %s with 400', async (_what, date, time, error) => {
      const room = await fresh(HOME.owner);
      const response = await book(tokens.owner, { facility_id: room.id, date, time });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(error);
    });

    it("refuses a booking above the unit's weekly limit, counting only that week", async () => {
      const room = await fresh(HOME.owner, 'Limited Room', { weeklyLimit: 1 });
      const first = await book(tokens.owner, {
        facility_id: room.id,
        date: '2026-11-05',
        time: '10:00',
      });
      expect(first.statusCode).toBe(200);
      const second = await book(tokens.owner, {
        facility_id: room.id,
        date: '2026-11-08',
        time: '10:00',
      });
      expect(second.statusCode).toBe(400);
      expect(second.json().error).toBe(
        'This unit already holds 1 bookings of this facility in that week, the most allowed.',
      );
      const nextWeek = await book(tokens.owner, {
        facility_id: room.id,
        date: '2026-11-09',
        time: '10:00',
      });
      expect(nextWeek.statusCode).toBe(200);
    });

    it('refuses a slot another booking holds, and the Malay of it', async () => {
      const room = await fresh(HOME.owner);
      await freshBooking(HOME.owner, room.id);
      const [held] = await db.orm
        .select()
        .from(facilityBookings)
        .where(eq(facilityBookings.facilityId, room.id));
      const day = new Date(held!.startsAt.getTime() + 8 * 3600_000).toISOString();
      const response = await app.inject({
        method: 'POST',
        url: '/api/facilities/book',
        headers: {
          authorization: `Bearer ${tokens.owner}`,
          'content-type': 'application/json',
          'accept-language': 'ms',
        },
        payload: JSON.stringify({
          facility_id: room.id,
          date: day.slice(0, 10),
          time: day.slice(11, 16),
        }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Slot ini baru sahaja ditempah. Sila pilih slot lain.');
    });

    it('refuses to delete a facility with a booking to come (its fee is still on the statement), and deletes it once the booking is cancelled', async () => {
      const room = await fresh(HOME.owner, 'Doomed Room', { fee: 12.35 });
      const booked = await book(tokens.owner, {
        facility_id: room.id,
        date: '2026-11-09',
        time: '08:00',
      });
      expect(booked.statusCode, booked.body).toBe(200);
      const refused = await remove(app, `/api/facilities/${room.id}`, tokens.admin);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(
        'This facility has bookings to come. Cancel them before deleting the facility.',
      );
      await postJson(
        app,
        '/api/facilities/bookings/cancel',
        { id: booked.json().data.id },
        tokens.admin,
      );
      expect((await feeRows(booked.json().data.id)).map((row) => [row.debit, row.credit])).toEqual([
        [12.35, 0],
        [0, 12.35],
      ]);
      const removed = await remove(app, `/api/facilities/${room.id}`, tokens.admin);
      expect(removed.statusCode, removed.body).toBe(200);
    });

    it('makes a booking Pending when approval is needed; approving confirms it, debits the fee and tells the owner', async () => {
      const hall = await fresh(HOME.owner, 'Approval Hall', {
        needsApproval: true,
        fee: 200,
        slotMinutes: 240,
      });
      const booked = await book(tokens.owner, {
        facility_id: hall.id,
        date: '2026-11-06',
        time: '08:00',
      });
      expect(booked.json()).toMatchObject({
        data: { status: 'Pending' },
        message: 'Booking has been requested and waits for approval',
      });
      const id = booked.json().data.id;
      expect(await feeRows(id)).toEqual([]);
      const pending = await get(
        app,
        `/api/facilities/bookings?status=Pending&facility_id=${hall.id}`,
        tokens.admin,
      );
      expect(pending.json().data.map((row: { id: number }) => row.id)).toEqual([id]);

      const approved = await postJson(
        app,
        '/api/facilities/bookings/approve',
        { id },
        tokens.admin,
      );
      expect(approved.json()).toMatchObject({
        data: { status: 'Confirmed', own: false },
        message: 'Booking has been approved',
      });
      expect((await feeRows(id)).map((row) => row.debit)).toEqual([200]);
      const [notice] = await db.orm
        .select()
        .from(inboxItems)
        .where(and(eq(inboxItems.userId, ownerId), like(inboxItems.title, '%Approval Hall%')));
      expect(notice).toMatchObject({
        title: 'Your Approval Hall booking is confirmed',
        message: 'Your booking of Approval Hall on 2026-11-06 08:00-12:00 has been approved.',
      });

      const again = await postJson(app, '/api/facilities/bookings/reject', { id }, tokens.admin);
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toBe(
        'Only a pending booking can be approved or rejected (this one is Confirmed)',
      );
    });

    it("lists a guard today's bookings in time order, read-only", async () => {
      const room = await fresh(HOME.owner, 'Guarded Room');
      const today = new Date('2026-11-02T14:00:00+08:00');
      await db.orm.insert(facilityBookings).values({
        propertyId: HOME.owner,
        facilityId: room.id,
        unitId: ownerUnit,
        userId: ownerId,
        startsAt: today,
        endsAt: new Date(today.getTime() + 3600_000),
        status: 'Confirmed',
      });
      const list = await get(
        app,
        `/api/facilities/bookings?date=2026-11-02&facility_id=${room.id}`,
        tokens.guard,
      );
      expect(list.json().data).toMatchObject([
        { starts_at: '2026-11-02 14:00', facility: 'Guarded Room' },
      ]);
      const approve = await postJson(
        app,
        '/api/facilities/bookings/approve',
        { id: list.json().data[0].id },
        tokens.guard,
      );
      expect(approve.statusCode).toBe(400);
    });
  });

  it('answers in Malay when asked', async () => {
    const row = await fresh(HOME.admin);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/facilities/${row.id}`,
      headers: { authorization: `Bearer ${tokens.admin}`, 'accept-language': 'ms' },
    });
    expect(response.json()).toEqual({ message: 'Kemudahan telah dialih keluar' });
  });

  describe('authorization matrix', () => {
    const cases = FACILITY_MATRIX.flatMap((row) =>
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
        const photo = await storedPicture();
        const facility = (await fresh(property, undefined, { picture: photo })).id;
        const values: Record<string, number | string> = {
          property,
          n: ++counter,
          facility,
          booking: row.call.includes('/bookings/')
            ? (await freshBooking(property, facility)).id
            : 0,
          date: '2026-11-04',
          photo,
          picture: PNG_BASE64,
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
      const calls = FACILITY_MATRIX.map((row) => row.call.split(' ')[0]);
      expect(calls.length).toBe(Object.keys(contract.facilities).length);
      expect(sessionEndingAnswers(FACILITY_MATRIX)).toEqual([]);
    });
  });
});
