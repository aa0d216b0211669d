import { and, count, eq, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { agents, users } from '../src/db/schema';
import { get, signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';

type Data = Record<
  'staffs' | 'agents' | 'packages' | 'jettys' | 'foods' | 'payment_methods',
  { id: number; name?: string; role?: string; company_name?: string }[]
>;

describe.each(engines)('report filter data on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let admin: string;
  let guard: string;
  let superUser: string;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db);
    admin = await signIn(app, 'admin@demo.test');
    guard = await signIn(app, 'guard@demo.test');
    superUser = await signIn(app, 'super@demo.test');
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  it("answers the choices of the caller's property, staff being every role but Owner and Tenant", async () => {
    const data = (await get(app, '/api/reports', admin)).json<Data>();
    const [staff] = await db.orm
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.propertyId, 1), notInArray(users.role, ['Owner', 'Tenant'])));
    expect(data.staffs).toHaveLength(staff!.n);
    expect(data.staffs.some((row) => row.role === 'Owner' || row.role === 'Tenant')).toBe(false);
    expect(data.staffs).toContainEqual({
      id: expect.any(Number),
      name: 'Aminah Admin',
      role: 'Admin',
    });
    expect(data.packages.map((row) => row.name)).toEqual([
      'Day Trip',
      'Sunset Cruise',
      'Island Stay',
    ]);
    expect(data.jettys.map((row) => row.name)).toEqual(['Main Jetty', 'North Jetty']);
    expect(data.foods.map((row) => row.name)).toEqual(['Nasi Lemak', 'Snorkel Set', 'Life Jacket']);
    expect(data.payment_methods.map((row) => row.name)).toEqual([
      'Cash',
      'Card',
      'FPX',
      'E-Wallet',
    ]);
    const own = await db.orm.select({ id: agents.id }).from(agents).where(eq(agents.propertyId, 1));
    expect(data.agents.map((row) => row.id).sort()).toEqual(own.map((row) => row.id).sort());
    const second = (await get(app, '/api/reports?property_id=2', superUser)).json<Data>();
    expect(second.agents.map((row) => row.id)).not.toContain(data.agents[0]!.id);
  });

  it('answers the companies of a group type (All: every agent)', async () => {
    const guides = (await get(app, '/api/booking/group-type/Tour Guide', admin)).json();
    expect(guides).toEqual([{ id: expect.any(Number), company_name: 'Sunrise Tours' }]);
    const all = (await get(app, '/api/booking/group-type/All', admin)).json<unknown[]>();
    // The three travel agents and one agent for each other group type (hotel, schools, clubs…).
    expect(all).toHaveLength(12);
    expect((await get(app, '/api/booking/group-type/Hotel', admin)).json()).toEqual([
      { id: expect.any(Number), company_name: 'Seaview Hotel' },
    ]);
    expect((await get(app, '/api/booking/group-type/Individual', admin)).json()).toEqual([]);
    const bad = await get(app, '/api/booking/group-type/Pirates', admin);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a role without View and Create on Report with 400', async () => {
    const response = await get(app, '/api/reports', guard);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('You do not have permission to view Report.');
    expect((await get(app, '/api/reports?property_id=2', admin)).statusCode).toBe(404);
  });
});
