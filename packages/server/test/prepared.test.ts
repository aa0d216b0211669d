import { asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { payments, units, users, visitors } from '../src/db/schema';
import { figuresRow, preparedOnce } from '../src/shared/prepared';
import { get, signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';

/*
 * The busy hour's reads are prepared queries named by their shape (docs/adr/0023): built once, then
 * run with new values. A value must never stay behind in the statement's text, and each shape of
 * filters must keep its own statement.
 */
describe.each(engines)('reads built once on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db);
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  async function countOf(
    table: typeof units | typeof payments | typeof visitors,
    property?: number,
  ) {
    const [row] = await db.orm
      .select({ value: count() })
      .from(table)
      .where(property === undefined ? undefined : eq(table.propertyId, property));
    return row!.value;
  }

  it('builds a row of figures once per name and answers each call for its own values', async () => {
    let built = 0;
    const figures = () => {
      built += 1;
      return {
        units: db.orm
          .select({ value: count() })
          .from(units)
          .where(eq(units.propertyId, sql.placeholder('property'))),
      };
    };
    const first = await figuresRow(db.orm, 'probe_units_of', figures, { property: 1 });
    const second = await figuresRow(db.orm, 'probe_units_of', figures, { property: 2 });
    expect(built).toBe(1);
    expect(Number(first.units)).toBe(await countOf(units, 1));
    expect(Number(second.units)).toBe(await countOf(units, 2));
    expect(Number(first.units)).not.toBe(Number(second.units));
  });

  it('answers each shape of the payments list with its own rows, whatever ran before it', async () => {
    const superToken = await signIn(app, 'super@demo.test');
    const total = async (query: string) =>
      (await get(app, `/api/payments?page=0${query}`, superToken)).json().total as number;
    // Every property, then one, then another, then every one again: four runs, three shapes.
    expect(await total('')).toBe(await countOf(payments));
    expect(await total('&property_id=1')).toBe(await countOf(payments, 1));
    expect(await total('&property_id=2')).toBe(await countOf(payments, 2));
    expect(await total('')).toBe(await countOf(payments));
    const admin2 = await signIn(app, 'admin2@demo.test');
    const own = (await get(app, '/api/payments?page=0', admin2)).json();
    expect(own.total).toBe(await countOf(payments, 2));
  });

  it('answers each visitors tab and scope with its own rows', async () => {
    const superToken = await signIn(app, 'super@demo.test');
    const admin = await signIn(app, 'admin@demo.test');
    const listed = async (token: string, query: string) => {
      const body = (await get(app, `/api/visitors?page=0${query}`, token)).json();
      return body.total as number;
    };
    const every =
      (await listed(superToken, '&tab=upcoming')) + (await listed(superToken, '&tab=past'));
    expect(every).toBe(await countOf(visitors));
    const first = (await listed(admin, '&tab=upcoming')) + (await listed(admin, '&tab=past'));
    expect(first).toBe(await countOf(visitors, 1));
    const second =
      (await listed(superToken, '&tab=upcoming&property_id=2')) +
      (await listed(superToken, '&tab=past&property_id=2'));
    expect(second).toBe(await countOf(visitors, 2));
    expect(first).not.toBe(every);
  });

  /** Whether a prepared query maps its rows with the mapper built once (shared/row-mapper.ts). */
  const mappedOnce = (query: object) =>
    typeof (query as { customResultMapper?: unknown }).customResultMapper === 'function';

  it('maps the rows of a prepared select as drizzle maps them: every type of column, alias and subquery', async () => {
    // Units carry integers, text, money, a numeric read as a number, a date and timestamps; the
    // owner's name is a subquery, the owner's flags booleans, and a figure is mapped with Number.
    const select = (property: number | ReturnType<typeof sql.placeholder>) =>
      db.orm
        .select({
          ...getTableColumns(units),
          ownerName: sql<
            string | null
          >`(select ${users.name} from ${users} where ${users.id} = ${units.userId})`.as(
            'owner_name',
          ),
          ownerActive: sql<
            boolean | null
          >`(select ${users.active} from ${users} where ${users.id} = ${units.userId})`
            .mapWith(users.active)
            .as('owner_active'),
          doubled: sql<number>`${units.id} * 2`.mapWith(Number).as('doubled'),
        })
        .from(units)
        .where(eq(units.propertyId, property))
        .orderBy(asc(units.id))
        .limit(25);
    const query = preparedOnce(db.orm, 'probe_units_mapped', () =>
      select(sql.placeholder('property')).prepare('probe_units_mapped'),
    );
    expect(mappedOnce(query)).toBe(true);
    for (const property of [1, 2]) {
      const prepared = await query.execute({ property });
      // The same select run unprepared: drizzle maps its rows itself.
      const unprepared = await select(property);
      expect(prepared.length).toBeGreaterThan(0);
      expect(prepared).toEqual(unprepared);
      // The decoders ran: dates are Dates, money and numerics numbers, the figure a number.
      const [first] = prepared;
      expect(first!.createdAt).toBeInstanceOf(Date);
      expect(typeof first!.doubled).toBe('number');
      expect(prepared.some((row) => typeof row.maintenanceAmount === 'number')).toBe(true);
      expect(prepared.some((row) => row.ownerActive === true)).toBe(true);
    }
  });

  it("keeps drizzle's own mapping for a select of nested objects: a unit without an owner has none", async () => {
    const query = preparedOnce(db.orm, 'probe_unit_with_owner', () =>
      db.orm
        .select({ unit: units, owner: { id: users.id, name: users.name } })
        .from(units)
        .leftJoin(users, eq(users.id, units.userId))
        .where(eq(units.id, sql.placeholder('id')))
        .prepare('probe_unit_with_owner'),
    );
    expect(mappedOnce(query)).toBe(false);
    const [unowned] = await db.query<{ id: number }>(
      'select id from units where user_id is null order by id limit 1',
    );
    const [owned] = await db.query<{ id: number }>(
      'select id from units where user_id is not null order by id limit 1',
    );
    const [without] = await query.execute({ id: unowned!.id });
    const [withOwner] = await query.execute({ id: owned!.id });
    expect(without!.owner).toBeNull();
    expect(without!.unit.id).toBe(unowned!.id);
    expect(withOwner!.owner).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });
});
