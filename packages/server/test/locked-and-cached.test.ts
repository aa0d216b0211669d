import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { users } from '../src/db/schema';
import { get, signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';
import { PNG_BASE64, postForm, postMultipart } from './support/requests';

/*
 * Spec 000 §5: one's own role is locked, and flags never change through the API — asking is
 * refused, not silently ignored. And answers carrying personal data are kept by no cache.
 */
describe.each(engines)('locked fields and uncached answers, on %s', (engine) => {
  let app: Awaited<ReturnType<typeof testServer>>;
  let db: Database;
  let drop: () => Promise<void>;
  let manager: string;

  beforeAll(async () => {
    const seeded = await seededDatabase(engine);
    db = seeded.db;
    drop = seeded.drop;
    app = await testServer(db);
    manager = await signIn(app, 'manager@demo.test');
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  async function managerRow() {
    const [row] = await db.orm.select().from(users).where(eq(users.username, 'manager'));
    return row!;
  }

  /** The manager's own profile as the app sends it, with `extra`. */
  async function ownEdit(extra: Record<string, string | number>) {
    const self = await managerRow();
    return postForm(
      app,
      '/api/users/edit',
      {
        type: 'admins',
        id: self.id,
        name: self.name,
        email: self.email,
        contact: self.contact,
        gender: self.gender ?? 'Male',
        marital_status: self.maritalStatus ?? 'Single',
        ...extra,
      },
      manager,
    );
  }

  it('given someone editing their own role, answers 400 with a clear message and changes nothing', async () => {
    const before = await managerRow();
    const response = await ownEdit({ role: 'Admin', name: 'Renamed Manager' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'You cannot change your own role or property.' });
    expect(await managerRow()).toEqual(before);
  });

  it('given someone moving themselves to another property, answers 400', async () => {
    const before = await managerRow();
    const response = await ownEdit({ property_id: (before.propertyId ?? 0) + 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'You cannot change your own role or property.' });
  });

  it('given someone giving themselves the super user or developer flag, answers 400', async () => {
    for (const flag of ['isSuperUser', 'isDeveloper']) {
      const response = await ownEdit({ [flag]: 'true' });
      expect(response.statusCode, flag).toBe(400);
      expect(response.json()).toEqual({
        error: 'The super user and developer flags cannot be changed here.',
      });
    }
    const after = await managerRow();
    expect([after.isSuperUser, after.isDeveloper]).toEqual([false, false]);
  });

  it('given their own profile with the role and flags as they are, saves it', async () => {
    const self = await managerRow();
    const response = await ownEdit({
      role: self.role ?? '',
      isSuperUser: 'false',
      name: 'Manager Renamed',
    });
    expect(response.statusCode).toBe(200);
    expect((await managerRow()).name).toBe('Manager Renamed');
  });

  it('given signed-in answers and their failures, no cache may keep them', async () => {
    for (const url of ['/api/units', '/api/authenticate', '/api/users/detail/999999']) {
      const response = await get(app, url, manager);
      expect(response.headers['cache-control'], url).toMatch(/no-store/);
    }
  });

  it('given a stored picture, it is served uncached and under a policy that runs nothing', async () => {
    const self = await managerRow();
    const uploaded = await postMultipart(
      app,
      '/api/users/upload',
      { img: `data:image/png;base64,${PNG_BASE64}`, original_name: 'me.png', user_id: self.id },
      manager,
    );
    expect(uploaded.statusCode).toBe(200);
    const served = await get(
      app,
      `/storage/pictures/${uploaded.json<{ img: string }>().img}`,
      manager,
    );
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toMatch(/no-store/);
    expect(served.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });
});
