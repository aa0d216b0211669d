import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password';
import type { Database } from '../src/db/database';
import { rolePolicies, roles, settings, supportReports, users } from '../src/db/schema';
import { get, signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';
import { postForm, postJson } from './support/requests';
import { pause, signedIn, socketAddress, TestSocket } from './support/socket';

type SettingsBody = {
  roles: {
    name: string;
    policies: Record<string, { permissions: { name: string; active: boolean }[] }>;
    disabled?: boolean;
    new?: boolean;
  }[];
  [key: string]: unknown;
};

describe.each(engines)('support and settings calls on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let superUser: string;
  let admin: string;
  let manager: string;
  let owner: string;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    superUser = await signIn(app, 'super@demo.test');
    admin = await signIn(app, 'admin@demo.test');
    manager = await signIn(app, 'manager@demo.test');
    owner = await signIn(app, 'owner@demo.test');
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  const settingsOf = async (token: string) =>
    (await get(app, '/api/setting', token)).json<SettingsBody>();
  const saveBody = (body: SettingsBody) => {
    const {
      online: _online,
      default_policies: _defaults,
      policies,
      ...numbers
    } = body as SettingsBody & {
      policies: { roles: SettingsBody['roles'] };
    };
    return { ...numbers, roles: policies.roles };
  };

  describe('support', () => {
    it('given an owner, reports a bug and sees only their own reports; super users hear bug-report', async () => {
      const listener = await signedIn(app, 'super@demo.test');
      const socket = await TestSocket.connect(socketAddress(app), listener);
      const response = await postForm(
        app,
        '/api/support/report',
        { report: `Lift broken (${engine})` },
        owner,
      );
      expect(response.statusCode).toBe(200);
      const list = (
        await get(app, `/api/support?search=${encodeURIComponent('Lift broken')}`, owner)
      ).json<{
        data: { username: string; report: string; status: string }[];
        total: number;
      }>();
      expect(list.data[0]).toMatchObject({
        report: `Lift broken (${engine})`,
        status: 'Pending',
        username: 'Olivia Owner',
      });
      const [ownerRow] = await db.orm
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'owner@demo.test'));
      const own = await db.orm
        .select()
        .from(supportReports)
        .where(eq(supportReports.userId, ownerRow!.id));
      const whole = (await get(app, '/api/support', owner)).json<{ total: number }>();
      expect(whole.total).toBe(own.length);
      // The pending count as it stands once the report is in: the new one counted.
      const pending = await db.orm
        .select()
        .from(supportReports)
        .where(eq(supportReports.status, 'Pending'));
      const notice = await socket.next('bug-report');
      expect(notice.data).toEqual({ total: pending.length });
      expect(pending.map((row) => row.report)).toContain(`Lift broken (${engine})`);
      socket.close();
      const adminList = (await get(app, '/api/support', admin)).json<{
        data: { report: string }[];
      }>();
      expect(adminList.data.map((row) => row.report)).not.toContain(`Lift broken (${engine})`);
      const all = (await get(app, '/api/support?search=Lift broken', superUser)).json<{
        data: { report: string; username: string }[];
      }>();
      expect(all.data).toContainEqual(
        expect.objectContaining({ report: `Lift broken (${engine})`, username: 'Olivia Owner' }),
      );
    });

    it('given a blank report, refuses it with the message and stores nothing', async () => {
      const before = (await db.orm.select().from(supportReports)).length;
      const response = await postForm(app, '/api/support/report', { report: '   ' }, admin);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain('Report is required');
      expect((await db.orm.select().from(supportReports)).length).toBe(before);
    });

    it('resolves a Pending report for super users only, once', async () => {
      await postForm(app, '/api/support/report', { report: 'Gate slow' }, admin);
      const [row] = await db.orm
        .select()
        .from(supportReports)
        .where(eq(supportReports.report, 'Gate slow'));
      const byAdmin = await get(app, `/api/support/resolve/${row!.id}`, admin);
      expect(byAdmin.statusCode).toBe(400);
      expect(byAdmin.json().error).toBe('Only a super user can resolve reports');
      const first = await get(app, `/api/support/resolve/${row!.id}`, superUser);
      expect(first.json()).toEqual({ message: 'Report has been resolved' });
      const again = await get(app, `/api/support/resolve/${row!.id}`, superUser);
      expect(again.statusCode).toBe(400);
      expect((await get(app, '/api/support/resolve/999999', superUser)).statusCode).toBe(404);
    });
  });

  describe('settings', () => {
    it('answers the settings of the Manager’s property; refuses admins and owners with 400', async () => {
      const body = await settingsOf(manager);
      expect(
        body.roles ?? (body as unknown as { policies: { roles: unknown[] } }).policies.roles,
      ).toBeTruthy();
      for (const token of [admin, owner]) {
        const response = await get(app, '/api/setting', token);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe(
          'Only a super user or a Manager can change the settings',
        );
      }
    });

    it('saves the ages and refuses a negative one, leaving the stored ones', async () => {
      const save = saveBody(await settingsOf(manager));
      const ok = await postJson(app, '/api/setting', { ...save, child_min_age: 4 }, manager);
      expect(ok.json()).toEqual({ message: 'Changes has been saved' });
      const bad = await postJson(app, '/api/setting', { ...save, child_min_age: -1 }, manager);
      expect(bad.statusCode).toBe(400);
      const [row] = await db.orm.select().from(settings).where(eq(settings.propertyId, 1));
      expect(row!.childMinAge).toBe(4);
    });

    it('toggles the app online and offline', async () => {
      expect((await postJson(app, '/api/setting/online', { online: 0 }, manager)).statusCode).toBe(
        200,
      );
      expect(((await settingsOf(manager)) as unknown as { online: boolean }).online).toBe(false);
      await postJson(app, '/api/setting/online', { online: 1 }, manager);
      expect(((await settingsOf(manager)) as unknown as { online: boolean }).online).toBe(true);
    });

    it('refuses to drop a system role or a saved role, with the spec messages', async () => {
      const save = saveBody(await settingsOf(manager));
      const withoutCashier = {
        ...save,
        roles: save.roles.filter((role) => role.name !== 'Cashier'),
      };
      const system = await postJson(app, '/api/setting', withoutCashier, manager);
      expect(system.json()).toEqual({ error: 'Cannot delete role that is required by the system' });
    });

    it('adds a role; a policy turned off refuses its users’ next request and on again allows it', async () => {
      const current = await settingsOf(manager);
      const save = saveBody(current);
      const defaults = (
        current as unknown as { default_policies: SettingsBody['roles'][number]['policies'] }
      ).default_policies;
      const concierge = { name: 'Concierge', policies: defaults, new: true };
      expect(
        (
          await postJson(
            app,
            '/api/setting',
            { ...save, roles: [...save.roles, concierge] },
            manager,
          )
        ).statusCode,
      ).toBe(200);
      await db.orm.insert(users).values({
        name: 'Connie Concierge',
        username: `concierge_${engine}`,
        email: `concierge_${engine}@demo.test`,
        role: 'Concierge',
        propertyId: 1,
        passwordHash: await hashPassword('demo1234'),
      });
      const connie = await signIn(app, `concierge_${engine}@demo.test`);
      expect((await get(app, '/api/units', connie)).statusCode).toBe(200);

      const listener = await signedIn(app, `concierge_${engine}@demo.test`);
      const socket = await TestSocket.connect(socketAddress(app), listener);

      const saved = saveBody(await settingsOf(manager));
      const off = saved.roles.map((role) =>
        role.name === 'Concierge'
          ? {
              ...role,
              policies: {
                ...role.policies,
                Units: {
                  permissions: role.policies.Units!.permissions.map((p) => ({
                    ...p,
                    active: p.name === 'View' ? false : p.active,
                  })),
                },
              },
            }
          : role,
      );
      expect(
        (await postJson(app, '/api/setting', { ...saved, roles: off }, manager)).statusCode,
      ).toBe(200);
      await socket.next('reload');
      socket.close();
      const refused = await get(app, '/api/units', connie);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('You do not have permission to view units.');

      const on = saved.roles.map((role) =>
        role.name === 'Concierge'
          ? {
              ...role,
              policies: {
                ...role.policies,
                Units: {
                  permissions: role.policies.Units!.permissions.map((p) => ({
                    ...p,
                    active: p.name === 'Create',
                  })),
                },
              },
            }
          : role,
      );
      expect(
        (await postJson(app, '/api/setting', { ...saved, roles: on }, manager)).statusCode,
      ).toBe(200);
      // Create on turned View on too (spec 002 §4).
      const [role] = await db.orm
        .select()
        .from(roles)
        .where(and(eq(roles.propertyId, 1), eq(roles.name, 'Concierge')));
      const units = await db.orm
        .select()
        .from(rolePolicies)
        .where(and(eq(rolePolicies.roleId, role!.id), eq(rolePolicies.area, 'Units')));
      expect(
        units
          .filter((row) => row.active)
          .map((row) => row.permission)
          .sort(),
      ).toEqual(['Create', 'View']);
      expect((await get(app, '/api/units', connie)).statusCode).toBe(200);

      const dropped = {
        ...saved,
        roles: saved.roles.filter((entry) => entry.name !== 'Concierge'),
      };
      expect((await postJson(app, '/api/setting', dropped, manager)).json()).toEqual({
        error: 'Cannot delete role that has been created',
      });
      await pause(10);
    });

    it('lists only the Owner, Tenant and Manager roles as read-only', async () => {
      const current = (await settingsOf(manager)) as unknown as {
        policies: { roles: { name: string; disabled?: boolean }[] };
      };
      const readOnly = current.policies.roles.filter((role) => role.disabled).map((r) => r.name);
      expect(readOnly.sort()).toEqual(['Manager', 'Owner', 'Tenant']);
    });

    it('leaves the read-only roles as they are', async () => {
      const save = saveBody(await settingsOf(manager));
      const changed = save.roles.map((role) =>
        role.name === 'Manager'
          ? {
              ...role,
              policies: {
                ...role.policies,
                Units: { permissions: [{ name: 'View', active: false }] },
              },
            }
          : role,
      );
      expect(
        (await postJson(app, '/api/setting', { ...save, roles: changed }, manager)).statusCode,
      ).toBe(200);
      expect((await get(app, '/api/units', manager)).statusCode).toBe(200);
    });

    it('takes Units away from Admins and gives it back (a system role that is not read-only)', async () => {
      const save = saveBody(await settingsOf(manager));
      const withUnits = (view: boolean) =>
        save.roles.map((role) =>
          role.name === 'Admin'
            ? {
                ...role,
                policies: {
                  ...role.policies,
                  Units: { permissions: [{ name: 'View', active: view }] },
                },
              }
            : role,
        );
      expect(
        (await postJson(app, '/api/setting', { ...save, roles: withUnits(false) }, manager))
          .statusCode,
      ).toBe(200);
      expect((await get(app, '/api/units', admin)).statusCode).toBe(400);
      expect(
        (await postJson(app, '/api/setting', { ...save, roles: withUnits(true) }, manager))
          .statusCode,
      ).toBe(200);
      expect((await get(app, '/api/units', admin)).statusCode).toBe(200);
    });
  });
});
