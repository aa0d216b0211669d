import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { auditEntries, devices, units, uploads, users } from '../src/db/schema';
import { get, signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';
import { JPEG_BASE64, PNG_BASE64, postForm, postMultipart, remove } from './support/requests';

const newOwner = (username: string, extra: Record<string, string | number> = {}) => ({
  type: 'owners',
  name: `Owner ${username}`,
  username,
  email: `${username}@example.test`,
  contact: '0123456789',
  ic: '900101-14-5678',
  gender: 'Female',
  marital_status: 'Single',
  ...extra,
});

async function workbook(rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Owners');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

const OWNER_HEADER = [
  'Name',
  'Username',
  'Email',
  'Phone',
  'IC',
  'Gender',
  'Marital Status',
  'Unit No',
];

describe.each(engines)('users calls on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let admin: string;
  let admin2: string;
  let owner: string;
  let superUser: string;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db);
    admin = await signIn(app, 'admin@demo.test');
    admin2 = await signIn(app, 'admin2@demo.test');
    owner = await signIn(app, 'owner@demo.test');
    superUser = await signIn(app, 'super@demo.test');
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  async function userNamed(username: string) {
    const [row] = await db.orm.select().from(users).where(eq(users.username, username));
    return row!;
  }

  describe('GET /api/users', () => {
    it("given the admin, lists property 1's owners 20 a page with the total and Owners policies", async () => {
      const body = (await get(app, '/api/users?type=owners&page=0', admin)).json();
      const [{ total }] = (await db.query<{ total: string }>(
        "select count(*) as total from users where role = 'Owner' and property_id = 1",
      )) as [{ total: string }];
      expect(body.total).toBe(Number(total));
      expect(body.data).toHaveLength(20);
      expect(body.data.every((user: { property_id: number }) => user.property_id === 1)).toBe(true);
      expect(body.policies.map((policy: { resource: string }) => policy.resource)).toContain(
        'Owners',
      );
      expect(
        body.policies.every((policy: { resource: string }) => policy.resource === 'Owners'),
      ).toBe(true);
    });

    it('given the last page, answers the remaining rows', async () => {
      const first = (await get(app, '/api/users?type=owners', admin)).json();
      const last = Math.ceil(first.total / 20) - 1;
      const body = (await get(app, `/api/users?type=owners&page=${last}`, admin)).json();
      expect(body.data).toHaveLength(first.total - last * 20);
    });

    it('given type admins and a search, answers matching staff only', async () => {
      const body = (await get(app, '/api/users?type=admins&search=manager', admin)).json();
      expect(body.data.map((user: { username: string }) => user.username)).toEqual(['manager']);
      expect(body.total).toBe(1);
    });

    it("given a unit id, answers that unit's owners", async () => {
      const body = (await get(app, '/api/users?type=owners&unit_id=1', admin)).json();
      expect(
        body.data.map((user: { id: number }) => user.id).sort((a: number, b: number) => a - b),
      ).toEqual([5, 27, 28]);
    });

    it("given another property's id, answers 404", async () => {
      const response = await get(app, '/api/users?type=owners&property_id=2', admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Property not found' });
    });

    it('given an owner, answers 400', async () => {
      const response = await get(app, '/api/users?type=owners', owner);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('You do not have permission to view owners.');
    });

    it('given a wrong type, answers 400 naming it', async () => {
      const response = await get(app, '/api/users?type=guests', admin);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('type: Type must be owners or admins');
    });
  });

  describe('GET /api/users/detail/{id}', () => {
    it('given the admin, answers an owner with their unit and its owner slots', async () => {
      const body = (await get(app, '/api/users/detail/5?type=owners', admin)).json();
      expect(body.data).toMatchObject({
        id: 5,
        username: 'owner',
        type: 'owners',
        unit: { id: 1, unit_no: 'A-01-01', user_id: 5, user_id_2: 27, user_id_3: 28 },
      });
    });

    it('given the owner reading their own profile, answers it', async () => {
      const response = await get(app, '/api/users/detail/5?type=owners', owner);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.name).toBe('Olivia Owner');
    });

    it("given the owner reading another owner's profile, answers 400", async () => {
      expect((await get(app, '/api/users/detail/27?type=owners', owner)).statusCode).toBe(400);
    });

    it("given admin2 reading property 1's owner, answers 404", async () => {
      const response = await get(app, '/api/users/detail/5?type=owners', admin2);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'User not found' });
    });

    it('given the wrong type for the user, answers 404', async () => {
      expect((await get(app, '/api/users/detail/5?type=admins', admin)).statusCode).toBe(404);
    });
  });

  describe('POST /api/users/add', () => {
    it('given a new owner with a unit, adds them to the first free slot and writes an audit entry', async () => {
      const [unit] = await db.orm.select().from(units).where(eq(units.unitNo, 'A-02-02'));
      await db.orm
        .update(units)
        .set({ userId2: null, userId3: null })
        .where(eq(units.id, unit!.id));
      const response = await postForm(
        app,
        '/api/users/add',
        newOwner('newowner1', { unit_id: unit!.id, password: 'secret12' }),
        admin,
      );
      expect(response.statusCode).toBe(200);
      const created = response.json();
      expect(created).toMatchObject({ username: 'newowner1', role: 'Owner', property_id: 1 });
      const [after] = await db.orm.select().from(units).where(eq(units.id, unit!.id));
      expect(after!.userId2).toBe(created.id);
      const audit = await db.orm
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.action, 'add-owner newowner1'));
      expect(audit).toHaveLength(1);
      await signIn(app, 'newowner1', 'secret12');
    });

    it('given a new admin with a staff role, adds them with that role', async () => {
      const response = await postForm(
        app,
        '/api/users/add',
        { ...newOwner('newadmin1'), type: 'admins', role: 'Accountant' },
        admin,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ role: 'Accountant', type: 'admins' });
    });

    it('given a username with special characters, answers 400 with the spec message', async () => {
      const response = await postForm(
        app,
        '/api/users/add',
        newOwner('bad-name!', { email: 'badname@example.test' }),
        admin,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'username: Username cannot contain special character',
      });
    });

    it('given a username already taken (any case), answers 400 and adds nothing', async () => {
      const response = await postForm(
        app,
        '/api/users/add',
        newOwner('OWNER', { email: 'other@example.test' }),
        admin,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Username has already been taken' });
    });

    it('given a unit with three owners, answers 400 and adds nothing', async () => {
      const response = await postForm(
        app,
        '/api/users/add',
        newOwner('fourth1', { unit_id: 1 }),
        admin,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(
        'This unit already has three owners. Unassign one before adding another.',
      );
      expect(await db.orm.select().from(users).where(eq(users.username, 'fourth1'))).toEqual([]);
    });

    it('given an admin without a role, answers 400', async () => {
      const response = await postForm(
        app,
        '/api/users/add',
        { ...newOwner('norole1'), type: 'admins' },
        admin,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('role: Role is required for admins');
    });

    it('given an admin with the Tenant role, answers 400 and adds nobody', async () => {
      const response = await postForm(
        app,
        '/api/users/add',
        { ...newOwner('tenantrole1'), type: 'admins', role: 'Tenant' },
        admin,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(
        "Tenants are registered by their unit's owner, not added as admins",
      );
      expect(await db.orm.select().from(users).where(eq(users.username, 'tenantrole1'))).toEqual(
        [],
      );
    });

    it("given another property's id, answers 404", async () => {
      const response = await postForm(
        app,
        '/api/users/add',
        newOwner('elsewhere1', { property_id: 2 }),
        admin,
      );
      expect(response.statusCode).toBe(404);
    });

    it('given an owner, answers 400', async () => {
      const response = await postForm(app, '/api/users/add', newOwner('byowner1'), owner);
      expect(response.statusCode).toBe(400);
    });
  });

  describe('POST /api/users/edit', () => {
    const edit = (id: number, extra: Record<string, string | number> = {}) => ({
      ...newOwner('ignored'),
      id,
      name: 'Renamed Owner',
      email: `renamed${id}@example.test`,
      ...extra,
    });

    it('given the admin, saves the changes and answers the user', async () => {
      const target = await userNamed('owner10');
      const response = await postForm(app, '/api/users/edit', edit(target.id), admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: target.id,
        name: 'Renamed Owner',
        username: 'owner10',
      });
    });

    it("given deactivation, revokes the user's sessions so their token answers 401", async () => {
      await db.orm
        .update(users)
        .set({ passwordHash: (await userNamed('owner')).passwordHash })
        .where(eq(users.username, 'owner11'));
      const token = await signIn(app, 'owner11');
      const target = await userNamed('owner11');
      const response = await postForm(
        app,
        '/api/users/edit',
        edit(target.id, { active: 0 }),
        admin,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().active).toBe(false);
      expect((await get(app, '/api/authenticate', token)).statusCode).toBe(401);
    });

    it('given the owner asking for another role for themselves, refuses it and keeps their role', async () => {
      const response = await postForm(
        app,
        '/api/users/edit',
        edit(5, { name: 'Olivia Owner', email: 'owner@demo.test', role: 'Admin' }),
        owner,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('You cannot change your own role or property.');
      expect((await userNamed('owner')).role).toBe('Owner');
    });

    it('given someone deactivating themselves, answers 400', async () => {
      const response = await postForm(
        app,
        '/api/users/edit',
        edit(5, { name: 'Olivia Owner', email: 'owner@demo.test', active: 0 }),
        owner,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('You cannot deactivate your own account');
    });

    it('given someone changing their own password without the current one, answers 400 and keeps it', async () => {
      const before = (await userNamed('owner')).passwordHash;
      const self = edit(5, {
        name: 'Olivia Owner',
        email: 'owner@demo.test',
        password: 'newpass1',
      });
      for (const current of [undefined, 'wrong-one']) {
        const response = await postForm(
          app,
          '/api/users/edit',
          current === undefined ? self : { ...self, current_password: current },
          owner,
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('Current password is incorrect');
      }
      expect((await userNamed('owner')).passwordHash).toBe(before);
    });

    it('given someone changing their own password with the current one, signs in with the new one', async () => {
      const managerToken = await signIn(app, 'manager@demo.test');
      const manager = await userNamed('manager');
      const response = await postForm(
        app,
        '/api/users/edit',
        {
          type: 'admins',
          id: manager.id,
          name: manager.name,
          email: manager.email,
          contact: manager.contact,
          gender: manager.gender ?? 'Male',
          marital_status: manager.maritalStatus ?? 'Single',
          password: 'changed99',
          current_password: 'demo1234',
        },
        managerToken,
      );
      expect(response.statusCode).toBe(200);
      expect((await userNamed('manager')).passwordHash).not.toBe(manager.passwordHash);
      await expect(signIn(app, 'manager', 'changed99')).resolves.toEqual(expect.any(String));
      await expect(signIn(app, 'manager')).rejects.toThrow(/answered 4/);
    });

    it("given the admin setting an owner's password, needs no current password", async () => {
      const target = await userNamed('owner13');
      const response = await postForm(
        app,
        '/api/users/edit',
        edit(target.id, { password: 'setbyadmin' }),
        admin,
      );
      expect(response.statusCode).toBe(200);
      expect((await userNamed('owner13')).passwordHash).not.toBe(target.passwordHash);
    });

    it("given admin2 editing property 1's owner, answers 404 and changes nothing", async () => {
      const target = await userNamed('owner12');
      const response = await postForm(app, '/api/users/edit', edit(target.id), admin2);
      expect(response.statusCode).toBe(404);
      expect((await userNamed('owner12')).name).toBe(target.name);
    });
  });

  describe('DELETE /api/users/{id}', () => {
    it('given the admin, deletes the owner and empties their unit slot', async () => {
      const target = await userNamed('owner13');
      const response = await remove(app, `/api/users/${target.id}`, admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Owner has been removed' });
      expect(await db.orm.select().from(users).where(eq(users.id, target.id))).toEqual([]);
    });

    it('given someone deleting themselves, answers 400', async () => {
      const me = await userNamed('admin');
      expect((await remove(app, `/api/users/${me.id}`, admin)).statusCode).toBe(400);
    });

    it('given an unknown id, answers 404', async () => {
      expect((await remove(app, '/api/users/999999', admin)).statusCode).toBe(404);
    });
  });

  describe('GET /api/users/remove-device/{id}', () => {
    it('given a user with a device, removes it', async () => {
      const target = await userNamed('owner14');
      await db.orm
        .insert(devices)
        .values({ userId: target.id, name: 'Pixel 9', platform: 'android' });
      const response = await get(app, `/api/users/remove-device/${target.id}`, admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Device has been removed' });
      expect(await db.orm.select().from(devices).where(eq(devices.userId, target.id))).toEqual([]);
    });

    it('given a user without a device, answers 404', async () => {
      const target = await userNamed('owner15');
      await db.orm.delete(devices).where(eq(devices.userId, target.id));
      const response = await get(app, `/api/users/remove-device/${target.id}`, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Device not found' });
    });
  });

  describe('POST /api/users/upload', () => {
    it('given a PNG, stores it under a generated name and serves it back', async () => {
      const response = await postMultipart(
        app,
        '/api/users/upload',
        { img: `data:image/png;base64,${PNG_BASE64}`, original_name: 'me.png', user_id: 5 },
        owner,
      );
      expect(response.statusCode).toBe(200);
      const { img } = response.json();
      expect(img).toMatch(/^[a-f0-9]{32}\.png$/);
      const [stored] = await db.orm.select().from(uploads).where(eq(uploads.name, img));
      expect(stored!.content!.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
      expect((await userNamed('owner')).img).toBe(img);
      const served = await get(app, `/storage/pictures/${img}?token=${owner}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
    });

    it('given a JPEG named .jpeg, accepts it', async () => {
      const response = await postMultipart(
        app,
        '/api/users/upload',
        { img: JPEG_BASE64, original_name: 'me.jpeg', user_id: 5 },
        owner,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().img).toMatch(/\.jpeg$/);
    });

    it('given a text file renamed .png, answers File not supported.', async () => {
      const response = await postMultipart(
        app,
        '/api/users/upload',
        {
          img: Buffer.from('hello, not an image').toString('base64'),
          original_name: 'x.png',
          user_id: 5,
        },
        owner,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'File not supported.' });
    });

    it('given a PNG followed by a script, answers File not supported. and stores nothing', async () => {
      const polyglot = Buffer.concat([
        Buffer.from(PNG_BASE64, 'base64'),
        Buffer.from('<script>alert(1)</script>'),
      ]);
      const before = await db.orm.select({ name: uploads.name }).from(uploads);
      const response = await postMultipart(
        app,
        '/api/users/upload',
        { img: polyglot.toString('base64'), original_name: 'me.png', user_id: 5 },
        owner,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'File not supported.' });
      expect(await db.orm.select({ name: uploads.name }).from(uploads)).toEqual(before);
    });

    it('given a JPEG followed by HTML, answers File not supported.', async () => {
      const polyglot = Buffer.concat([
        Buffer.from(JPEG_BASE64, 'base64'),
        Buffer.from('<html><body><img src=x onerror=alert(1)></body></html>'),
      ]);
      const response = await postMultipart(
        app,
        '/api/users/upload',
        { img: polyglot.toString('base64'), original_name: 'me.jpg', user_id: 5 },
        owner,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'File not supported.' });
    });

    it('given a JPEG header followed by HTML and no picture, answers File not supported.', async () => {
      const header = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
      const response = await postMultipart(
        app,
        '/api/users/upload',
        {
          img: Buffer.concat([header, Buffer.from('<script>alert(1)</script>')]).toString('base64'),
          original_name: 'me.jpg',
          user_id: 5,
        },
        owner,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'File not supported.' });
    });

    it('given a picture over 5 MB, answers Image must be below 5MB.', async () => {
      const big = Buffer.concat([Buffer.from(PNG_BASE64, 'base64'), Buffer.alloc(5 * 1024 * 1024)]);
      const response = await postMultipart(
        app,
        '/api/users/upload',
        { img: big.toString('base64'), original_name: 'big.png', user_id: 5 },
        owner,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Image must be below 5MB.' });
    });

    it("given the owner uploading another user's picture, answers 400", async () => {
      const response = await postMultipart(
        app,
        '/api/users/upload',
        { img: PNG_BASE64, original_name: 'x.png', user_id: 27 },
        owner,
      );
      expect(response.statusCode).toBe(400);
    });

    it('given a picture link without a token, answers 401', async () => {
      expect((await get(app, `/storage/pictures/${'a'.repeat(32)}.png`)).statusCode).toBe(401);
    });
  });

  describe('POST /api/users/import', () => {
    it('given a valid file, imports every owner in one go and answers the count', async () => {
      const doc = await workbook([
        OWNER_HEADER,
        [
          'Import One',
          'importone',
          'import1@example.test',
          '0111111111',
          '900101-01-0001',
          'Male',
          'Single',
          'A-03-03',
        ],
        [
          'Import Two',
          'importtwo',
          'import2@example.test',
          '0111111112',
          '900101-01-0002',
          'Female',
          'Married',
          '',
        ],
      ]);
      const response = await postMultipart(
        app,
        '/api/users/import',
        { doc, original_name: 'owners.xlsx', property_id: 1 },
        admin,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ total: 2, doc: expect.stringMatching(/\.xlsx$/) });
      const imported = await userNamed('importone');
      expect(imported).toMatchObject({ role: 'Owner', propertyId: 1 });
    });

    it('given a file with bad rows, answers 400 listing each row and why, and imports nothing', async () => {
      const doc = await workbook([
        OWNER_HEADER,
        [
          'Good Row',
          'goodrow',
          'good@example.test',
          '0111111113',
          '900101-01-0003',
          'Male',
          'Single',
          '',
        ],
        [
          'Bad Name',
          'bad name',
          'bad@example.test',
          '0111111114',
          '900101-01-0004',
          'Male',
          'Single',
          '',
        ],
        [
          'No Unit',
          'nounit',
          'nounit@example.test',
          '0111111115',
          '900101-01-0005',
          'Male',
          'Single',
          'Z-99',
        ],
      ]);
      const response = await postMultipart(
        app,
        '/api/users/import',
        { doc, original_name: 'owners.xlsx', property_id: 1 },
        admin,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error:
          'Nothing was imported. Row 3: username: Username cannot contain special character; Row 4: Unit Z-99 is not in this property',
      });
      expect(await db.orm.select().from(users).where(eq(users.username, 'goodrow'))).toEqual([]);
    });

    it('given a file over 1 MB, answers File size exceeded 1MB.', async () => {
      const doc = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(1_100_000)]);
      const response = await postMultipart(
        app,
        '/api/users/import',
        { doc: doc.toString('base64'), original_name: 'owners.xlsx', property_id: 1 },
        admin,
      );
      expect(response.json()).toEqual({ error: 'File size exceeded 1MB.' });
    });

    it('given a CSV renamed .xlsx, answers File not supported.', async () => {
      const response = await postMultipart(
        app,
        '/api/users/import',
        {
          doc: Buffer.from('a,b,c\n1,2,3').toString('base64'),
          original_name: 'owners.xlsx',
          property_id: 1,
        },
        admin,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'File not supported.' });
    });

    it("given another property's id, answers 404", async () => {
      const doc = await workbook([OWNER_HEADER]);
      const response = await postMultipart(
        app,
        '/api/users/import',
        { doc, original_name: 'owners.xlsx', property_id: 2 },
        admin,
      );
      expect(response.statusCode).toBe(404);
    });
  });

  describe("POST /api/users/import with type 'admins'", () => {
    const ADMIN_HEADER = [...OWNER_HEADER.slice(0, 7), 'Role'];
    const adminRow = (username: string, role: string) => [
      `Staff ${username}`,
      username,
      `${username}@example.test`,
      '0122222222',
      '',
      'Female',
      'Single',
      role,
    ];

    it('given a valid file, imports every admin with their staff role', async () => {
      const doc = await workbook([
        ADMIN_HEADER,
        adminRow('importadm1', 'Accountant'),
        adminRow('importadm2', 'Admin'),
      ]);
      const response = await postMultipart(
        app,
        '/api/users/import',
        { doc, original_name: 'admins.xlsx', property_id: 1, type: 'admins' },
        admin,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ total: 2 });
      expect(await userNamed('importadm1')).toMatchObject({ role: 'Accountant', propertyId: 1 });
      expect(await userNamed('importadm2')).toMatchObject({ role: 'Admin', propertyId: 1 });
    });

    it('given a row without a staff role, names it and imports nothing', async () => {
      const doc = await workbook([
        ADMIN_HEADER,
        adminRow('importadm3', 'Accountant'),
        adminRow('importadm4', 'Owner'),
        adminRow('importadm5', 'Chef'),
      ]);
      const response = await postMultipart(
        app,
        '/api/users/import',
        { doc, original_name: 'admins.xlsx', property_id: 1, type: 'admins' },
        admin,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error:
          'Nothing was imported. Row 3: Role is required for admins; Row 4: Chef is not a role of this property',
      });
      expect(await db.orm.select().from(users).where(eq(users.username, 'importadm3'))).toEqual([]);
    });

    it('given an unknown type, answers 400 and imports nothing', async () => {
      const doc = await workbook([ADMIN_HEADER, adminRow('importadm6', 'Accountant')]);
      const response = await postMultipart(
        app,
        '/api/users/import',
        { doc, original_name: 'admins.xlsx', property_id: 1, type: 'tenants' },
        admin,
      );
      expect(response.statusCode).toBe(400);
      expect(await db.orm.select().from(users).where(eq(users.username, 'importadm6'))).toEqual([]);
    });

    it('given an owner (no Create on Admins), answers 400', async () => {
      const doc = await workbook([ADMIN_HEADER, adminRow('importadm7', 'Accountant')]);
      const response = await postMultipart(
        app,
        '/api/users/import',
        { doc, original_name: 'admins.xlsx', property_id: 1, type: 'admins' },
        owner,
      );
      expect(response.statusCode).toBe(400);
      expect(await db.orm.select().from(users).where(eq(users.username, 'importadm7'))).toEqual([]);
    });

    it('answers the admins template with its Role column', async () => {
      const response = await get(app, `/api/users/template?type=admins&token=${admin}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain('admins-template.xlsx');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      expect(book.worksheets[0]!.getRow(1).values).toEqual([undefined, ...ADMIN_HEADER]);
    });
  });

  describe('GET /api/users/autocomplete', () => {
    it("given a search, answers up to 10 owners of the admin's property", async () => {
      const body = (await get(app, '/api/users/autocomplete?search=olivia', admin)).json();
      expect(body.data[0]).toMatchObject({ id: 5, name: 'Olivia Owner' });
      const ids = body.data.map((user: { id: number }) => user.id);
      const foreign = await db.orm
        .select({ id: users.id })
        .from(users)
        .where(and(sql`${users.propertyId} <> 1`, sql`${users.name} ilike '%olivia%'`));
      expect(ids.filter((id: number) => foreign.some((row) => row.id === id))).toEqual([]);
    });

    it('given a blank search, answers 400', async () => {
      const response = await get(app, '/api/users/autocomplete?search=%20', admin);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'search: Search is required' });
    });
  });

  describe('GET /api/users/template', () => {
    it('given the token in the link, answers the owners template with its header row', async () => {
      const response = await get(app, `/api/users/template?token=${admin}`);
      expect(response.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      expect(book.worksheets[0]!.getRow(1).values).toEqual([undefined, ...OWNER_HEADER]);
    });

    it('given a super user too, answers it; given an owner, 400', async () => {
      expect((await get(app, '/api/users/template', superUser)).statusCode).toBe(200);
      expect((await get(app, '/api/users/template', owner)).statusCode).toBe(400);
    });
  });
});
