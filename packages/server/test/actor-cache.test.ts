import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../src/db/database';
import { services, users } from '../src/db/schema';
import { get, signIn } from './support/client';
import { queriesDuring } from './support/queries';
import { engines, NOW, seededDatabase, testServer } from './support/harness';
import { postForm, postJson, remove } from './support/requests';

/**
 * ADR 0011: the signed-in actor is kept per token, and every change of what it carries is seen
 * by the very next request, on this instance at once and on the others once the bus delivers.
 */

const SESSION_ENDED = { error: 'Your session has ended. Please sign in again.' };
const NO_UNITS = 'You do not have permission to view units.';
const NO_VISITORS =
  'Visitors Service is not available. Please ask your property management to enable this service.';

type SettingsRole = {
  name: string;
  policies: Record<string, { permissions: { name: string; active: boolean }[] }>;
};
type Settings = Record<string, unknown> & { policies: { roles: SettingsRole[] } };

/**
 * Whether a query is one the actor is loaded with: the session with its user, the property's
 * name and picture, the role's policies, the property's services (a list may read users and
 * property names for its own rows).
 */
const loadsActor = (query: string) =>
  /"(sessions|role_policies|property_services)"/.test(query) ||
  /select "id", "name", "img" from "properties"/.test(query);

describe.each(engines)('the signed-in actor cache on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let secondDb: Database;
  let app: FastifyInstance;
  let second: FastifyInstance;
  let superUser: string;
  let admin: string;
  let manager: string;
  let counter = 0;

  /** An owner of property 1 who can sign in with the demo password. */
  async function freshOwner() {
    counter += 1;
    const [demo] = await db.orm.select().from(users).where(eq(users.username, 'owner'));
    const username = `cached${counter}`;
    const [row] = await db.orm
      .insert(users)
      .values({
        name: `Cached Owner ${counter}`,
        username,
        email: `${username}@example.test`,
        role: 'Owner',
        propertyId: 1,
        passwordHash: demo!.passwordHash,
      })
      .returning();
    return { user: row!, token: await signIn(app, username) };
  }

  const ownerEdit = (id: number, extra: Record<string, string | number> = {}) => ({
    type: 'owners',
    id,
    name: `Cached Owner ${id}`,
    email: `cached-edit${id}@example.test`,
    contact: '0123456789',
    ic: '900101-14-5678',
    gender: 'Female',
    marital_status: 'Single',
    active: 1,
    ...extra,
  });

  async function visitorsService() {
    const [row] = await db.orm.select().from(services).where(eq(services.name, 'Visitors'));
    return row!.id;
  }

  function toggle(
    on: FastifyInstance,
    path: 'enable-service' | 'disable-service',
    serviceId: number,
  ) {
    return postJson(
      on,
      `/api/properties/${path}`,
      { property_id: 1, service_id: serviceId },
      superUser,
    );
  }

  /** The settings body with the Admin role's Units permissions all `active`. */
  async function adminUnits(active: boolean) {
    const current = (await get(app, '/api/setting', manager)).json<Settings>();
    const { online: _online, default_policies: _defaults, policies, ...numbers } = current;
    const roles = policies.roles.map((role) =>
      role.name === 'Admin'
        ? {
            ...role,
            policies: {
              ...role.policies,
              Units: {
                permissions: role.policies.Units!.permissions.map((p) => ({ ...p, active })),
              },
            },
          }
        : role,
    );
    return { ...numbers, roles };
  }

  beforeAll(async () => {
    const seeded = await seededDatabase(engine);
    db = seeded.db;
    drop = seeded.drop;
    if (engine === 'PostgreSQL') {
      // Another instance: its own pool and LISTEN connection on the same database.
      secondDb = await openPostgres(seeded.url!);
    } else {
      secondDb = db;
    }
    app = await testServer(db);
    second = await testServer(secondDb);
    superUser = await signIn(app, 'super@demo.test');
    admin = await signIn(app, 'admin@demo.test');
    manager = await signIn(app, 'manager@demo.test');
  }, 120_000);

  afterAll(async () => {
    await second?.close();
    if (engine === 'PostgreSQL') await secondDb?.close();
    await app?.close();
    await drop?.();
  });

  describe('on one instance', () => {
    it('given a token used once, the next request with it runs no session, user, property, policy or service query', async () => {
      // The owners list (the units list may come from memory, http/list-cache.ts).
      const owners = '/api/users?type=owners&page=0';
      expect((await get(app, owners, admin)).statusCode).toBe(200);
      const cached = await queriesDuring(db, async () => {
        expect((await get(app, owners, admin)).statusCode).toBe(200);
      });
      expect(cached.length).toBeGreaterThan(0);
      expect(cached.filter(loadsActor)).toEqual([]);
      // The same request after the cache forgot everything loads the actor again.
      app.actors.forget({ everyone: true });
      const loaded = await queriesDuring(db, () => get(app, owners, admin));
      expect(loaded.filter(loadsActor)).toHaveLength(4);
    });

    it('given a logout, the token answers 401 saying the session ended', async () => {
      const { token } = await freshOwner();
      expect((await get(app, '/api/authenticate', token)).statusCode).toBe(200);
      expect((await postJson(app, '/api/logout', { token })).statusCode).toBe(200);
      const response = await get(app, '/api/authenticate', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_ENDED);
    });

    it('given a deactivation, the user’s token answers 401 saying the session ended', async () => {
      const { user, token } = await freshOwner();
      expect((await get(app, '/api/authenticate', token)).statusCode).toBe(200);
      const edited = await postForm(
        app,
        '/api/users/edit',
        ownerEdit(user.id, { active: 0 }),
        admin,
      );
      expect(edited.statusCode).toBe(200);
      const response = await get(app, '/api/authenticate', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_ENDED);
    });

    it('given a deletion, the user’s token answers 401 saying the session ended', async () => {
      const { user, token } = await freshOwner();
      expect((await get(app, '/api/authenticate', token)).statusCode).toBe(200);
      expect((await remove(app, `/api/users/${user.id}`, admin)).statusCode).toBe(200);
      const response = await get(app, '/api/authenticate', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_ENDED);
    });

    it('given a new password set by an admin, the user’s session answers 401', async () => {
      const { user, token } = await freshOwner();
      expect((await get(app, '/api/authenticate', token)).statusCode).toBe(200);
      const edited = await postForm(
        app,
        '/api/users/edit',
        ownerEdit(user.id, { password: 'a-new-pass-1234' }),
        admin,
      );
      expect(edited.statusCode).toBe(200);
      const response = await get(app, '/api/authenticate', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_ENDED);
    });

    it('given a renamed user, their next authenticate answers the new name', async () => {
      const { user, token } = await freshOwner();
      expect((await get(app, '/api/authenticate', token)).json().user.name).toBe(user.name);
      const edited = await postForm(
        app,
        '/api/users/edit',
        ownerEdit(user.id, { name: 'Renamed While Cached' }),
        admin,
      );
      expect(edited.statusCode).toBe(200);
      expect((await get(app, '/api/authenticate', token)).json().user.name).toBe(
        'Renamed While Cached',
      );
    });

    it('given a role policy removed on the settings page, the role’s next request is refused with 400', async () => {
      expect((await get(app, '/api/units?page=0', admin)).statusCode).toBe(200);
      const off = await postJson(app, '/api/setting', await adminUnits(false), manager);
      expect(off.statusCode).toBe(200);
      try {
        const refused = await get(app, '/api/units?page=0', admin);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({ error: NO_UNITS });
      } finally {
        const on = await postJson(app, '/api/setting', await adminUnits(true), manager);
        expect(on.statusCode).toBe(200);
      }
      expect((await get(app, '/api/units?page=0', admin)).statusCode).toBe(200);
    });

    it('given a service switched off, the property’s next request is refused with the service message, and served once it is on again', async () => {
      const visitors = await visitorsService();
      expect((await get(app, '/api/visitors', admin)).statusCode).toBe(200);
      expect((await toggle(app, 'disable-service', visitors)).statusCode).toBe(200);
      try {
        const refused = await get(app, '/api/visitors', admin);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({ error: NO_VISITORS });
      } finally {
        expect((await toggle(app, 'enable-service', visitors)).statusCode).toBe(200);
      }
      expect((await get(app, '/api/visitors', admin)).statusCode).toBe(200);
    });

    it('given a renamed property, its users’ next authenticate answers the new name', async () => {
      const { token } = await freshOwner();
      const before = (await get(app, '/api/authenticate', token)).json().user.property;
      const [property] = await db.query<Record<string, string>>(
        'select name, email, contact, address, postcode, city, state, bank_name from properties where id = 1',
      );
      const edited = await postJson(
        app,
        '/api/properties/edit',
        { ...property, name: `${before.name} Renamed`, id: 1, active: true },
        admin,
      );
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await get(app, '/api/authenticate', token)).json().user.property.name).toBe(
        `${before.name} Renamed`,
      );
    });

    it('given a session whose expiry passes while it is cached, it answers 401', async () => {
      let now = NOW;
      const clocked = await testServer(db, { now: () => now });
      try {
        const token = await signIn(clocked, 'guard@demo.test');
        expect((await get(clocked, '/api/authenticate', token)).statusCode).toBe(200);
        now = new Date(NOW.getTime() + 31 * 86_400_000);
        const response = await get(clocked, '/api/authenticate', token);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(SESSION_ENDED);
      } finally {
        await clocked.close();
      }
    });
  });

  describe('on two instances', () => {
    it('given a service switched off through the first, the second refuses its next request once the bus delivers', async () => {
      const visitors = await visitorsService();
      // The second instance has the admin cached with Visitors on.
      expect((await get(second, '/api/visitors', admin)).statusCode).toBe(200);
      expect((await toggle(app, 'disable-service', visitors)).statusCode).toBe(200);
      try {
        await expect
          .poll(async () => (await get(second, '/api/visitors', admin)).json(), { timeout: 5000 })
          .toEqual({ error: NO_VISITORS });
      } finally {
        expect((await toggle(app, 'enable-service', visitors)).statusCode).toBe(200);
      }
      await expect
        .poll(async () => (await get(second, '/api/visitors', admin)).statusCode, {
          timeout: 5000,
        })
        .toBe(200);
    });

    it('given a deactivation through the first, the second answers 401 once the bus delivers', async () => {
      const { user, token } = await freshOwner();
      expect((await get(second, '/api/authenticate', token)).statusCode).toBe(200);
      const edited = await postForm(
        app,
        '/api/users/edit',
        ownerEdit(user.id, { active: 0 }),
        admin,
      );
      expect(edited.statusCode).toBe(200);
      await expect
        .poll(async () => (await get(second, '/api/authenticate', token)).json(), {
          timeout: 5000,
        })
        .toEqual(SESSION_ENDED);
    });

    it('given a renamed user through the first, the second answers the new name once the bus delivers', async () => {
      const { user, token } = await freshOwner();
      expect((await get(second, '/api/authenticate', token)).json().user.name).toBe(user.name);
      const edited = await postForm(
        app,
        '/api/users/edit',
        ownerEdit(user.id, { name: 'Renamed Elsewhere' }),
        admin,
      );
      expect(edited.statusCode).toBe(200);
      await expect
        .poll(async () => (await get(second, '/api/authenticate', token)).json().user.name, {
          timeout: 5000,
        })
        .toBe('Renamed Elsewhere');
    });
  });
});
