import { contract, POLICY_AREAS } from '@strata/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPolicyRows } from '../src/auth/policies';
import type { Database } from '../src/db/database';
import { loadMigrations } from '../src/db/migrate';
import { auditEntries, tenants } from '../src/db/schema';
import {
  HOME,
  LOGINS,
  TENANT_MATRIX,
  sessionEndingAnswers,
  type Role,
  type Scope,
} from './authorization-matrix';
import { expectStillSignedIn, get, signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';
import { postJson, remove } from './support/requests';

/** The tenants module: its calls for an admin, the authorization matrix, the policy area. */
describe.each(engines)('tenants on %s', (engine) => {
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

  async function fresh(propertyId: number, name = `Matrix Tenant ${++counter}`) {
    const [row] = await db.orm.insert(tenants).values({ propertyId, name }).returning();
    return row!;
  }

  it('gives Manager and Admin the whole Tenants area and the others none', () => {
    const granted = (role: string) =>
      defaultPolicyRows(role)
        .filter((row) => row.area === 'Tenants' && row.active)
        .map((row) => row.permission);
    expect(granted('Manager')).toEqual(POLICY_AREAS['Tenants']);
    expect(granted('Admin')).toEqual(POLICY_AREAS['Tenants']);
    expect(granted('Owner')).toEqual([]);
  });

  it('has a migration that brings the Tenants area to the roles that exist', () => {
    const statements = loadMigrations().flatMap((migration) => migration.statements);
    expect(statements.some((sql) => sql.includes('CREATE TABLE "tenants"'))).toBe(true);
    expect(
      statements.some(
        (sql) => sql.includes('INSERT INTO "role_policies"') && sql.includes("'Tenants'"),
      ),
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
  });

  it('adds, shows, changes and deletes a tenant as the admin, each audited', async () => {
    const added = await postJson(app, '/api/tenants/add', { name: 'Added Tenant' }, tokens.admin);
    expect(added.statusCode, added.body).toBe(200);
    const { data, message } = added.json();
    expect(message).toBe('Tenant has been added');
    expect(data).toMatchObject({ name: 'Added Tenant', property_id: HOME.admin });

    const detail = await get(app, `/api/tenants/detail/${data.id}`, tokens.admin);
    expect(detail.json().data.name).toBe('Added Tenant');

    const edited = await postJson(
      app,
      '/api/tenants/edit',
      { id: data.id, name: 'Changed Tenant' },
      tokens.admin,
    );
    expect(edited.json()).toMatchObject({
      data: { id: data.id, name: 'Changed Tenant' },
      message: 'Tenant has been updated',
    });

    const removed = await remove(app, `/api/tenants/${data.id}`, tokens.admin);
    expect(removed.json()).toEqual({ message: 'Tenant has been removed' });
    expect(await db.orm.select().from(tenants).where(eq(tenants.id, data.id))).toEqual([]);
    const audit = await db.orm
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.module, 'Tenants'));
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'add-tenant Added Tenant',
        'edit-tenant Changed Tenant',
        'delete-tenant Changed Tenant',
      ]),
    );
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
        const values: Record<string, number> = {
          property,
          n: ++counter,
          tenant: (await fresh(property)).id,
        };
        const fill = (text: string) =>
          text.replace(/\{(\w+)\}/g, (_match, name: string) => String(values[name]));
        const body = row.body
          ? Object.fromEntries(
              Object.entries(row.body).map(([name, value]) => [
                name,
                typeof value === 'string' && /^\{\w+\}$/.test(value)
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
