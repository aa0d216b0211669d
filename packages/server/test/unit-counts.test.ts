import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { get, signIn } from './support/client';
import { engines, seededDatabase, testServer, withOwnPool } from './support/harness';

/* A property's unit count is kept by the unit writes themselves, whoever makes them. */

describe.each(engines)('unit counts on %s', (engine) => {
  let db: Database;
  let url: string | undefined;
  let drop: () => Promise<void>;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ db, url, drop } = await seededDatabase(engine));
    app = await testServer(db, { requestLogMaxRows: 0 });
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  /** The properties whose kept count differs from their units counted. */
  const drifted = () =>
    db.query<{ property_id: number; kept: number | null; counted: number | null }>(
      `select coalesce(u.property_id, c.property_id) as property_id, c.units as kept, u.counted
         from (select property_id, count(*)::int as counted from units group by property_id) u
         full join unit_counts c on c.property_id = u.property_id
        where coalesce(c.units, 0) <> coalesce(u.counted, 0)`,
    );

  const keptOf = async (propertyId: number) => {
    const [row] = await db.query<{ units: number }>(
      'select units from unit_counts where property_id = $1',
      [propertyId],
    );
    return row?.units ?? 0;
  };

  const addUnits = (propertyId: number, prefix: string, count: number) =>
    db.query(
      `insert into units (property_id, unit_no, block, level, square_feet, maintenance_amount)
       select $1, $2 || n, 'Z', 1, 900, 120 from generate_series(1, $3::int) as n`,
      [propertyId, prefix, count],
    );

  it('given the demo data, keeps every property at its number of units', async () => {
    expect(await drifted()).toEqual([]);
    expect(await keptOf(1)).toBeGreaterThan(0);
  });

  it('given units added, edited, moved to another property and removed, follows each change', async () => {
    const [one, two] = [await keptOf(1), await keptOf(2)];
    await addUnits(1, 'CNT-', 5);
    expect(await keptOf(1)).toBe(one + 5);
    await db.query(`update units set remark = 'counted' where unit_no like 'CNT-%'`);
    expect(await keptOf(1)).toBe(one + 5);
    await db.query(`update units set property_id = 2 where unit_no in ('CNT-1', 'CNT-2')`);
    expect([await keptOf(1), await keptOf(2)]).toEqual([one + 3, two + 2]);
    await db.query(`delete from units where unit_no like 'CNT-%'`);
    expect([await keptOf(1), await keptOf(2)]).toEqual([one, two]);
    expect(await drifted()).toEqual([]);
  });

  it('given a property removed with its units, removes its count without an error', async () => {
    const [property] = await db.query<{ id: number }>(
      `insert into properties (name, email, contact, address, postcode, city, state)
       values ('Counted Residence', 'counted@demo.test', '0312345678', '1 Jalan Kira', '50000', 'Kuala Lumpur', 'Kuala Lumpur') returning id`,
    );
    await addUnits(property!.id, 'GONE-', 3);
    expect(await keptOf(property!.id)).toBe(3);
    await db.query('delete from properties where id = $1', [property!.id]);
    expect(await keptOf(property!.id)).toBe(0);
    expect(await drifted()).toEqual([]);
  });

  it("given units added and removed, answers the units list's total as the units counted", async () => {
    const admin = await signIn(app, 'admin@demo.test');
    const root = await signIn(app, 'super@demo.test');
    const totals = async () => {
      const [row] = await db.query<{ one: number; all: number }>(
        `select count(*) filter (where property_id = 1)::int as one, count(*)::int as "all" from units`,
      );
      return row!;
    };
    // The list built now: a write made straight in the database reaches the list cache through
    // the bus a moment later (PostgreSQL's notifications), and this reads the statement's total.
    const totalOf = async (url: string, token: string) =>
      (
        await get(app, url, token, {
          headers: {
            'x-platform': 'web_app',
            authorization: `Bearer ${token}`,
            'cache-control': 'no-cache',
          },
        })
      ).json().total;
    await addUnits(1, 'LIST-', 7);
    const counted = await totals();
    expect(await totalOf('/api/units?page=0', admin)).toBe(counted.one);
    expect(await totalOf('/api/units?page=0', root)).toBe(counted.all);
    expect(await totalOf('/api/units?page=0&property_id=1', root)).toBe(counted.one);
    await db.query(`delete from units where unit_no like 'LIST-%'`);
    expect(await totalOf('/api/units?page=0', admin)).toBe(counted.one - 7);
    // A page past the end still says how many there are.
    expect(await totalOf('/api/units?page=500', admin)).toBe(counted.one - 7);
  });

  it('given units moved between two properties both ways at once, counts each move without a deadlock', async () => {
    await withOwnPool(db, url, async (pool) => {
      await addUnits(1, 'MOVE-A-', 10);
      await addUnits(2, 'MOVE-B-', 10);
      const [one, two] = [await keptOf(1), await keptOf(2)];
      await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          pool.transaction(async (tx) => {
            // One unit each way in one transaction, in either order.
            const moves = [
              [`MOVE-A-${index + 1}`, 2],
              [`MOVE-B-${index + 1}`, 1],
            ];
            for (const [unitNo, to] of index % 2 ? moves : moves.reverse()) {
              await tx.query('update units set property_id = $2 where unit_no = $1', [unitNo, to]);
              await tx.query('select pg_sleep(0.005)');
            }
          }),
        ),
      );
      expect([await keptOf(1), await keptOf(2)]).toEqual([one, two]);
      // The swaps left the MOVE-A units on property 2: all ten back in one statement.
      await db.query(`update units set property_id = 1 where unit_no like 'MOVE-A-%'`);
      expect([await keptOf(1), await keptOf(2)]).toEqual([one + 10, two - 10]);
      expect(await drifted()).toEqual([]);
    });
  });

  it('given units added at once from many transactions (connections on PostgreSQL), counts every one', async () => {
    // PGlite has one connection: its transactions take turns, and the counts must still add up.
    await withOwnPool(db, url, async (pool) => {
      const [one, two] = [await keptOf(1), await keptOf(2)];
      await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          pool.transaction(async (tx) => {
            // Two properties in one statement, listed in either order: the trigger takes their
            // counts' locks in one order, so the transactions queue rather than deadlock.
            const order = index % 2 ? [1, 2] : [2, 1];
            await tx.query(
              `insert into units (property_id, unit_no, block, level, square_feet, maintenance_amount)
                 select listed.id, 'CC-' || $3 || '-' || listed.id, 'Z', 1, 900, 120
                   from unnest(array[$1, $2]::int[]) with ordinality as listed(id, n)
                  order by listed.n`,
              [order[0], order[1], index],
            );
            await tx.query('select pg_sleep(0.01)');
          }),
        ),
      );
      expect([await keptOf(1), await keptOf(2)]).toEqual([one + 40, two + 40]);
      expect(await drifted()).toEqual([]);
    });
  });
});
