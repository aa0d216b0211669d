import { MESSAGES } from '@strata/domain';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { users } from '../src/db/schema';
import { USER_MESSAGES } from '../src/http/messages';
import { signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';
import { postForm, postMultipart, remove } from './support/requests';

/* A user grants roles, and changes users, only at or below their own level. */

const newAdmin = (username: string, role: string) => ({
  type: 'admins',
  name: `Staff ${username}`,
  username,
  email: `${username}@example.test`,
  contact: '0123456789',
  gender: 'Female',
  marital_status: 'Single',
  role,
});

async function adminsWorkbook(rows: string[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Admins');
  sheet.addRow(['Name', 'Username', 'Email', 'Phone', 'IC', 'Gender', 'Marital Status', 'Role']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

describe.each(engines)('role levels on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let admin: string;
  let manager: string;
  let accountant: string;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db);
    admin = await signIn(app, 'admin');
    manager = await signIn(app, 'manager');
    accountant = await signIn(app, 'accountant1');
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  async function userNamed(username: string) {
    const [row] = await db.orm.select().from(users).where(eq(users.username, username));
    return row!;
  }

  const editOf = (user: typeof users.$inferSelect, extra: Record<string, string> = {}) => ({
    id: user.id,
    type: 'admins',
    name: user.name,
    email: user.email,
    contact: user.contact || '0123456789',
    gender: user.gender ?? 'Male',
    marital_status: user.maritalStatus ?? 'Single',
    role: user.role,
    active: 1,
    ...extra,
  });

  it('given an Admin adding a Manager, answers 400 and adds nobody', async () => {
    const response = await postForm(app, '/api/users/add', newAdmin('climber1', 'Manager'), admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: USER_MESSAGES.roleAboveOwn });
    expect(await db.orm.select().from(users).where(eq(users.username, 'climber1'))).toEqual([]);
    expect(MESSAGES['user.roleAboveOwn'].ms).toBeTruthy();
  });

  it('given an Admin adding an Admin or a lower role, adds them', async () => {
    for (const [username, role] of [
      ['peer1', 'Admin'],
      ['lower1', 'Accountant'],
    ] as const) {
      const response = await postForm(app, '/api/users/add', newAdmin(username, role), admin);
      expect(response.statusCode).toBe(200);
      expect(response.json().role).toBe(role);
    }
  });

  it('given a Manager adding a Manager, adds them', async () => {
    const response = await postForm(app, '/api/users/add', newAdmin('deputy1', 'Manager'), manager);
    expect(response.statusCode).toBe(200);
  });

  it('given an Admin promoting staff to Manager, answers 400 and keeps the role', async () => {
    const staff = await userNamed('supervisor1');
    const response = await postForm(
      app,
      '/api/users/edit',
      editOf(staff, { role: 'Manager' }),
      admin,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: USER_MESSAGES.roleAboveOwn });
    expect((await userNamed('supervisor1')).role).toBe('Supervisor');
  });

  it("given an Admin setting the Manager's password, answers 400 and keeps it", async () => {
    const target = await userNamed('manager');
    const response = await postForm(
      app,
      '/api/users/edit',
      editOf(target, { password: 'taken123' }),
      admin,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: USER_MESSAGES.userAboveOwn });
    expect((await userNamed('manager')).passwordHash).toBe(target.passwordHash);
    expect(MESSAGES['user.userAboveOwn'].ms).toBeTruthy();
  });

  it('given an Admin deleting the Manager, answers 400 and keeps them', async () => {
    const target = await userNamed('manager');
    const response = await remove(app, `/api/users/${target.id}`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: USER_MESSAGES.userAboveOwn });
    expect((await userNamed('manager')).active).toBe(true);
  });

  it('given a Manager editing an Admin, saves it', async () => {
    const target = await userNamed('admin');
    const response = await postForm(
      app,
      '/api/users/edit',
      editOf(target, { contact: '0198765432' }),
      manager,
    );
    expect(response.statusCode).toBe(200);
  });

  it('given an Accountant with Update on Admins editing an Admin, answers 400', async () => {
    // Lends the Accountant role the permission, as a Manager may.
    await db.query(
      `update role_policies set active = true where area = 'Admins' and permission in ('View', 'Update')
         and role_id = (select id from roles where property_id = 1 and name = 'Accountant')`,
    );
    // Written behind the server's back: its actor cache is told, as the settings route does.
    app.actors.forget({ propertyId: 1 });
    const target = await userNamed('admin');
    const response = await postForm(app, '/api/users/edit', editOf(target), accountant);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: USER_MESSAGES.userAboveOwn });
  });

  it('given an Admin importing a Manager row, names the row and imports nothing', async () => {
    const doc = await adminsWorkbook([
      ['Lower Two', 'lower2', 'lower2@example.test', '0123456789', '', 'Male', 'Single', 'Cashier'],
      ['Boss Two', 'boss2', 'boss2@example.test', '0123456789', '', 'Male', 'Single', 'Manager'],
    ]);
    const response = await postMultipart(
      app,
      '/api/users/import',
      { doc, original_name: 'admins.xlsx', type: 'admins', property_id: 1 },
      admin,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      `Nothing was imported. Row 3: ${USER_MESSAGES.roleAboveOwn}`,
    );
    expect(await db.orm.select().from(users).where(eq(users.username, 'lower2'))).toEqual([]);
  });
});
