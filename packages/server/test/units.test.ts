import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { accessCards, auditEntries, units, users } from '../src/db/schema';
import { get, signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';
import { postJson, postMultipart, remove } from './support/requests';

const UNIT_HEADER = [
  'Unit No',
  'Level',
  'Block',
  'Square Feet',
  'Parking Lot',
  'Parking Lot 2',
  'Maintenance Amount',
  'Water Amount',
  'Other Amount',
  'Remark',
  'Owner Username',
];

async function workbook(rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Units');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

describe.each(engines)('units and access cards calls on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let admin: string;
  let admin2: string;
  let owner: string;
  let guard: string;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db);
    admin = await signIn(app, 'admin@demo.test');
    admin2 = await signIn(app, 'admin2@demo.test');
    owner = await signIn(app, 'owner@demo.test');
    guard = await signIn(app, 'guard@demo.test');
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  async function unitNo(no: string, property = 1) {
    const [row] = await db.orm
      .select()
      .from(units)
      .where(and(eq(units.unitNo, no), eq(units.propertyId, property)));
    return row!;
  }

  async function ownerOf(property: number, offset = 0) {
    const rows = await db.orm
      .select()
      .from(users)
      .where(and(eq(users.role, 'Owner'), eq(users.propertyId, property)))
      .orderBy(users.id)
      .limit(1)
      .offset(offset);
    return rows[0]!;
  }

  describe('GET /api/units', () => {
    it("given the admin, answers property 1's units 20 a page, with the filter's properties", async () => {
      const body = (await get(app, '/api/units?page=0', admin)).json();
      expect(body.total).toBe(320);
      expect(body.data).toHaveLength(20);
      expect(body.data[0]).toMatchObject({
        unit_no: 'A-01-01',
        user: { id: 5, name: 'Olivia Owner' },
      });
      expect(body.properties).toEqual([{ id: 1, name: 'Residensi Seri Melati' }]);
    });

    it('given a search, answers the matching units and their count', async () => {
      const body = (await get(app, '/api/units?search=A-01-0', admin)).json();
      expect(
        body.data.every((unit: { unit_no: string }) => unit.unit_no.startsWith('A-01-0')),
      ).toBe(true);
      expect(body.total).toBe(body.data.length);
    });

    it('given the owner, answers only their own units and no properties', async () => {
      const body = (await get(app, '/api/units', owner)).json();
      expect(body.data.map((unit: { id: number }) => unit.id)).toContain(1);
      expect(
        body.data.every((unit: { user_id: number; user_id_2: number; user_id_3: number }) =>
          [unit.user_id, unit.user_id_2, unit.user_id_3].includes(5),
        ),
      ).toBe(true);
      expect(body.properties).toEqual([]);
    });

    it('given the super user, answers every property and all three in the filter', async () => {
      const superUser = await signIn(app, 'super@demo.test');
      const body = (await get(app, '/api/units', superUser)).json();
      expect(body.total).toBe(640);
      expect(body.properties).toHaveLength(3);
    });

    it("given another property's id, answers 404", async () => {
      expect((await get(app, '/api/units?property_id=2', admin)).statusCode).toBe(404);
    });

    it('given a negative page, answers 400', async () => {
      const response = await get(app, '/api/units?page=-1', admin);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/page/);
    });
  });

  describe('GET /api/units/detail/{id}', () => {
    it('given the owner and their unit, answers it', async () => {
      const response = await get(app, '/api/units/detail/1', owner);
      expect(response.json().data).toMatchObject({ id: 1, unit_no: 'A-01-01', property_id: 1 });
    });

    it("given the owner and someone else's unit, answers 404", async () => {
      const other = await unitNo('B-05-05');
      expect((await get(app, `/api/units/detail/${other.id}`, owner)).statusCode).toBe(404);
    });

    it("given admin2 and property 1's unit, answers 404", async () => {
      expect((await get(app, '/api/units/detail/1', admin2)).statusCode).toBe(404);
    });
  });

  describe('POST /api/units/add, edit and delete', () => {
    it('given a new unit, adds it and writes an audit entry', async () => {
      const response = await postJson(
        app,
        '/api/units/add',
        {
          unit_no: 'N-01-01',
          level: 1,
          square_feet: 900,
          maintenance_amount: 250.5,
          property_id: 1,
        },
        admin,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        unit_no: 'N-01-01',
        maintenance_amount: 250.5,
        property_id: 1,
      });
      const audit = await db.orm
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.action, 'add-unit N-01-01'));
      expect(audit).toHaveLength(1);
    });

    it("given an owner's id, adds the unit for them and answers their units as data and total", async () => {
      const response = await postJson(
        app,
        '/api/units/add',
        { unit_no: 'N-01-02', property_id: 1, user_id: 5 },
        admin,
      );
      const body = response.json();
      expect(body.user_id).toBe(5);
      expect(body.data.map((unit: { unit_no: string }) => unit.unit_no)).toContain('N-01-02');
      expect(body.total).toBe(body.data.length);
    });

    it('given a unit number the property has (any case), answers 400', async () => {
      const response = await postJson(
        app,
        '/api/units/add',
        { unit_no: 'a-01-01', property_id: 1 },
        admin,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Unit a-01-01 already exists in this property' });
    });

    it('given two adds of one unit number at once, adds one and answers 400 to the other', async () => {
      const add = () =>
        postJson(app, '/api/units/add', { unit_no: 'R-01-01', property_id: 1 }, admin);
      const responses = await Promise.all([add(), add(), add()]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400, 400]);
      for (const response of responses.filter((entry) => entry.statusCode === 400)) {
        expect(response.json().error).toMatch(/already exists/);
      }
      expect(await db.orm.select().from(units).where(eq(units.unitNo, 'R-01-01'))).toHaveLength(1);
    });

    it('given a parking lot over 10 characters, answers 400 with the rule', async () => {
      const response = await postJson(
        app,
        '/api/units/add',
        { unit_no: 'N-01-03', property_id: 1, parking_lot: 'P'.repeat(11) },
        admin,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('parking_lot: Parking lot must be at most 10 characters');
    });

    it('given a fractional level, answers 400', async () => {
      const response = await postJson(
        app,
        '/api/units/add',
        { unit_no: 'N-01-04', property_id: 1, level: 1.5 },
        admin,
      );
      expect(response.json()).toEqual({ error: 'Level must be a whole number' });
    });

    it('given the guard (View only), answers 400', async () => {
      const response = await postJson(
        app,
        '/api/units/add',
        { unit_no: 'N-01-05', property_id: 1 },
        guard,
      );
      expect(response.statusCode).toBe(400);
    });

    it('given an edit, saves it and keeps the owners', async () => {
      const unit = await unitNo('A-01-02');
      const response = await postJson(
        app,
        '/api/units/edit',
        { id: unit.id, unit_no: 'A-01-02', property_id: 1, remark: 'Corner unit', user_id: 999 },
        admin,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ remark: 'Corner unit', user_id: unit.userId });
      // The answer is the unit as the list shows it.
      const listed = (await get(app, '/api/units?search=A-01-02', admin)).json();
      expect(listed.data).toContainEqual(response.json());
    });

    it("given an edit of an owned unit, answers it with its owner's name, as the list shows it", async () => {
      const unit = await unitNo('A-01-01');
      const response = await postJson(
        app,
        '/api/units/edit',
        { id: unit.id, unit_no: 'A-01-01', property_id: 1, remark: unit.remark ?? '' },
        admin,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ name: 'Olivia Owner' });
      const listed = (await get(app, '/api/units?search=A-01-01', admin)).json();
      expect(listed.data).toContainEqual(response.json());
    });

    it("given an edit to another unit's number (any case), answers 400 and changes nothing", async () => {
      const unit = await unitNo('A-01-03');
      const before = await db.query<{ n: number }>(
        "select count(*)::int as n from audit_entries where action like 'edit-unit%'",
      );
      const response = await postJson(
        app,
        '/api/units/edit',
        { id: unit.id, unit_no: 'a-01-01', property_id: 1, remark: 'Renumbered' },
        admin,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Unit a-01-01 already exists in this property' });
      expect(await unitNo('A-01-03')).toMatchObject({ id: unit.id, remark: unit.remark });
      expect(
        await db.query<{ n: number }>(
          "select count(*)::int as n from audit_entries where action like 'edit-unit%'",
        ),
      ).toEqual(before);
    });

    it('given a super user adding a unit to a property that does not exist, answers 404', async () => {
      const superUser = await signIn(app, 'super@demo.test');
      const response = await postJson(
        app,
        '/api/units/add',
        { unit_no: 'Z-01-01', property_id: 999_999 },
        superUser,
      );
      expect(response.statusCode).toBe(404);
      expect(await db.orm.select().from(units).where(eq(units.unitNo, 'Z-01-01'))).toHaveLength(0);
    });

    it("given admin2 editing property 1's unit, answers 404", async () => {
      const response = await postJson(
        app,
        '/api/units/edit',
        { id: 1, unit_no: 'A-01-01', property_id: 1 },
        admin2,
      );
      expect(response.statusCode).toBe(404);
    });

    it('given the owner editing their own unit, answers 400', async () => {
      const response = await postJson(
        app,
        '/api/units/edit',
        { id: 1, unit_no: 'A-01-01', property_id: 1 },
        owner,
      );
      expect(response.statusCode).toBe(400);
    });

    it('given a delete, removes the unit', async () => {
      const created = (
        await postJson(app, '/api/units/add', { unit_no: 'N-09-09', property_id: 1 }, admin)
      ).json();
      const response = await remove(app, `/api/units/${created.id}`, admin);
      expect(response.json()).toEqual({ message: 'Unit has been removed' });
      expect(await db.orm.select().from(units).where(eq(units.id, created.id))).toEqual([]);
    });

    it('given a delete of an unknown unit, answers 404', async () => {
      expect((await remove(app, '/api/units/999999', admin)).statusCode).toBe(404);
    });
  });

  describe('POST /api/units/assign and unassign', () => {
    it('fills the slots in order, then answers 400 for a fourth owner', async () => {
      const unit = (
        await postJson(app, '/api/units/add', { unit_no: 'S-01-01', property_id: 1 }, admin)
      ).json();
      const owners = [
        await ownerOf(1, 40),
        await ownerOf(1, 41),
        await ownerOf(1, 42),
        await ownerOf(1, 43),
      ];
      for (const [index, candidate] of owners.slice(0, 3).entries()) {
        const response = await postJson(
          app,
          '/api/units/assign',
          { user_id: candidate.id, unit_id: unit.id },
          admin,
        );
        expect(response.statusCode).toBe(200);
        expect(response.json().total).toBe(index + 1);
      }
      const [row] = await db.orm.select().from(units).where(eq(units.id, unit.id));
      expect([row!.userId, row!.userId2, row!.userId3]).toEqual(
        owners.slice(0, 3).map((o) => o.id),
      );
      const fourth = await postJson(
        app,
        '/api/units/assign',
        { user_id: owners[3]!.id, unit_id: unit.id },
        admin,
      );
      expect(fourth.statusCode).toBe(400);
      expect(fourth.json()).toEqual({
        error: 'This unit already has three owners. Unassign one before adding another.',
      });
    });

    it('given an owner already on the unit, answers 400', async () => {
      const response = await postJson(app, '/api/units/assign', { user_id: 5, unit_id: 1 }, admin);
      expect(response.statusCode).toBe(400);
    });

    it("given another property's owner, answers 404", async () => {
      const foreign = await ownerOf(2);
      const unit = (
        await postJson(app, '/api/units/add', { unit_no: 'S-01-02', property_id: 1 }, admin)
      ).json();
      const response = await postJson(
        app,
        '/api/units/assign',
        { user_id: foreign.id, unit_id: unit.id },
        admin,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Owner not found' });
    });

    it('unassigning the first slot moves the other owners up', async () => {
      const unit = (
        await postJson(app, '/api/units/add', { unit_no: 'S-01-03', property_id: 1 }, admin)
      ).json();
      const [first, second] = [await ownerOf(1, 50), await ownerOf(1, 51)];
      await postJson(app, '/api/units/assign', { user_id: first!.id, unit_id: unit.id }, admin);
      await postJson(app, '/api/units/assign', { user_id: second!.id, unit_id: unit.id }, admin);
      const response = await postJson(
        app,
        '/api/units/unassign',
        { user_key: 'user_id', id: unit.id },
        admin,
      );
      expect(response.json()).toEqual({ message: 'Owner has been unassigned from the unit' });
      const [row] = await db.orm.select().from(units).where(eq(units.id, unit.id));
      expect([row!.userId, row!.userId2, row!.userId3]).toEqual([second!.id, null, null]);
    });

    it('given an empty slot, answers 400', async () => {
      const unit = (
        await postJson(app, '/api/units/add', { unit_no: 'S-01-04', property_id: 1 }, admin)
      ).json();
      const response = await postJson(
        app,
        '/api/units/unassign',
        { user_key: 'user_id_3', id: unit.id },
        admin,
      );
      expect(response.json()).toEqual({ error: 'There is no owner in this slot' });
    });

    it('given a wrong slot name, answers 400 naming the slots', async () => {
      const response = await postJson(
        app,
        '/api/units/unassign',
        { user_key: 'user_id_4', id: 1 },
        admin,
      );
      expect(response.json()).toEqual({
        error: 'user_key: Owner slot must be user_id, user_id_2 or user_id_3',
      });
    });
  });

  describe('POST /api/units/import', () => {
    it('given a valid file, imports every unit with its owner', async () => {
      const doc = await workbook([
        UNIT_HEADER,
        ['I-01-01', 1, 'I', 800, 'P-1', '', 200, 0.005, 0, '', 'owner'],
        ['I-01-02', 1, 'I', 820, '', '', 210, 0.005, 0, 'Imported', ''],
      ]);
      const response = await postMultipart(
        app,
        '/api/units/import',
        { doc, original_name: 'units.xlsx', property_id: 1 },
        admin,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().total).toBe(2);
      expect((await unitNo('I-01-01')).userId).toBe(5);
      expect((await unitNo('I-01-02')).remark).toBe('Imported');
    });

    it('given duplicate and unknown-owner rows, answers 400 by row and imports nothing', async () => {
      const doc = await workbook([
        UNIT_HEADER,
        ['J-01-01', 1, 'J', 800, '', '', 200, 0, 0, '', ''],
        ['J-01-01', 1, 'J', 800, '', '', 200, 0, 0, '', ''],
        ['J-01-02', 'one', 'J', 800, '', '', 200, 0, 0, '', ''],
        ['J-01-03', 1, 'J', 800, '', '', 200, 0, 0, '', 'nobody'],
      ]);
      const response = await postMultipart(
        app,
        '/api/units/import',
        { doc, original_name: 'units.xlsx', property_id: 1 },
        admin,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error:
          'Nothing was imported. Row 3: Unit J-01-01 appears twice in the file; Row 4: level: Must be a number; Row 5: Owner nobody is not an owner of this property',
      });
      expect(await db.orm.select().from(units).where(eq(units.unitNo, 'J-01-01'))).toEqual([]);
    });

    it('given a row far down the sheet, reports it by its sheet row number', async () => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Units');
      sheet.addRow(UNIT_HEADER);
      sheet.getRow(40_000).values = ['K-01-01', 'high'];
      const doc = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
      const response = await postMultipart(
        app,
        '/api/units/import',
        { doc, original_name: 'units.xlsx', property_id: 1 },
        admin,
      );
      expect(response.json()).toEqual({
        error: 'Nothing was imported. Row 40000: level: Must be a number',
      });
    });

    it('given a sheet without the Unit No column, answers 400', async () => {
      const doc = await workbook([['Name'], ['x']]);
      const response = await postMultipart(
        app,
        '/api/units/import',
        { doc, original_name: 'units.xlsx', property_id: 1 },
        admin,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^The file does not follow the template/);
    });

    it('given the guard, answers 400', async () => {
      const doc = await workbook([UNIT_HEADER]);
      const response = await postMultipart(
        app,
        '/api/units/import',
        { doc, original_name: 'units.xlsx', property_id: 1 },
        guard,
      );
      expect(response.statusCode).toBe(400);
    });
  });

  describe('GET /api/units/template', () => {
    it('answers the units template with its header row', async () => {
      const response = await get(app, `/api/units/template?token=${admin}`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      expect(book.worksheets[0]!.getRow(1).values).toEqual([undefined, ...UNIT_HEADER]);
    });

    it('given an ended token in the link, answers 401', async () => {
      expect((await get(app, '/api/units/template?token=nope')).statusCode).toBe(401);
    });
  });

  describe('access cards', () => {
    it('adds, lists, edits and deletes a card of a unit', async () => {
      const unit = await unitNo('A-02-01');
      const added = await postJson(
        app,
        '/api/units/access-card/add',
        { unit_id: unit.id, serial_number: 'CARD-0001', active: true },
        admin,
      );
      expect(added.statusCode).toBe(200);
      const card = added.json();
      expect(card).toMatchObject({ serial_number: 'CARD-0001', active: true, unit_id: unit.id });
      const list = (
        await get(app, `/api/units/access-card/${unit.id}?search=card-0001`, admin)
      ).json();
      expect(list).toEqual({ data: [card], total: 1 });
      const edited = await postJson(
        app,
        '/api/units/access-card/edit',
        { id: card.id, unit_id: unit.id, serial_number: 'CARD-0001', active: false },
        admin,
      );
      expect(edited.json().active).toBe(false);
      const removed = await remove(app, `/api/units/access-card/${unit.id}/${card.id}`, admin);
      expect(removed.json()).toEqual({ message: 'Card has been removed' });
      expect(await db.orm.select().from(accessCards).where(eq(accessCards.id, card.id))).toEqual(
        [],
      );
    });

    it('given a serial number already registered, answers 400', async () => {
      const [existing] = await db.orm.select().from(accessCards).limit(1);
      const response = await postJson(
        app,
        '/api/units/access-card/add',
        { unit_id: 1, serial_number: existing!.serialNumber.toLowerCase() },
        admin,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/already registered/);
    });

    it('given a card of another unit, answers 404', async () => {
      const [card] = await db.orm.select().from(accessCards).where(eq(accessCards.unitId, 1));
      expect((await remove(app, `/api/units/access-card/2/${card!.id}`, admin)).statusCode).toBe(
        404,
      );
    });

    it('given the guard, lists cards but may not add one', async () => {
      expect((await get(app, '/api/units/access-card/1', guard)).statusCode).toBe(200);
      const response = await postJson(
        app,
        '/api/units/access-card/add',
        { unit_id: 1, serial_number: 'CARD-GUARD' },
        guard,
      );
      expect(response.statusCode).toBe(400);
    });

    it("given admin2 and property 1's unit, answers 404", async () => {
      expect((await get(app, '/api/units/access-card/1', admin2)).statusCode).toBe(404);
    });

    it('given a missing serial number, answers 400', async () => {
      const response = await postJson(app, '/api/units/access-card/add', { unit_id: 1 }, admin);
      expect(response.json()).toEqual({ error: 'serial_number: Serial number is required' });
    });
  });
});
