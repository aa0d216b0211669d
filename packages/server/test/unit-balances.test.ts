import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { get, signIn } from './support/client';
import { engines, seededDatabase, testServer, withOwnPool } from './support/harness';

/* A unit's balance is kept by the statement writes themselves, whoever makes them. */

describe.each(engines)('unit balances on %s', (engine) => {
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

  /** The units whose kept balance differs from the sum of their statement rows. */
  const drifted = () =>
    db.query<{ unit_id: number; kept: string; summed: string }>(
      `select coalesce(s.unit_id, b.unit_id) as unit_id, b.balance as kept, s.summed
         from (select property_id, unit_id, sum(debit - credit) as summed
                 from account_statements group by property_id, unit_id) s
         full join unit_balances b on b.property_id = s.property_id and b.unit_id = s.unit_id
        where coalesce(b.balance, 0) <> coalesce(s.summed, 0)`,
    );

  const keptOf = async (unitId: number) => {
    const [row] = await db.query<{ balance: string }>(
      'select balance from unit_balances where unit_id = $1',
      [unitId],
    );
    return Number(row?.balance ?? 0);
  };

  const statement = (unitId: number, ref: string, debit: number, credit = 0) =>
    db.query(
      `insert into account_statements (property_id, unit_id, type, date, ref_no, description, debit, credit)
       select property_id, id, 'others', '2026-11-02', $2, 'Balance test', $3, $4 from units where id = $1`,
      [unitId, ref, debit, credit],
    );

  it('given the demo data, keeps every unit at the sum of its statement rows', async () => {
    expect(await drifted()).toEqual([]);
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from unit_balances');
    expect(row!.n).toBeGreaterThan(0);
  });

  it('given rows added, changed, moved to another unit and removed, follows each change', async () => {
    const before = await keptOf(2);
    await statement(2, 'BAL-1', 120.5);
    await statement(2, 'BAL-2', 0, 20.25);
    expect(await keptOf(2)).toBeCloseTo(before + 100.25, 2);
    await db.query(`update account_statements set debit = 200 where ref_no = 'BAL-1'`);
    expect(await keptOf(2)).toBeCloseTo(before + 179.75, 2);
    const third = await keptOf(3);
    await db.query(`update account_statements set unit_id = 3 where ref_no = 'BAL-1'`);
    expect(await keptOf(2)).toBeCloseTo(before - 20.25, 2);
    expect(await keptOf(3)).toBeCloseTo(third + 200, 2);
    await db.query(`delete from account_statements where ref_no in ('BAL-1', 'BAL-2')`);
    expect(await keptOf(2)).toBeCloseTo(before, 2);
    expect(await keptOf(3)).toBeCloseTo(third, 2);
    expect(await drifted()).toEqual([]);
  });

  it('given a unit removed with its statement rows, removes its balance without an error', async () => {
    const [unit] = await db.query<{ id: number }>(
      `insert into units (property_id, unit_no, block, level, square_feet, maintenance_amount)
       values (1, 'BAL-GONE', 'Z', 1, 900, 120) returning id`,
    );
    await statement(unit!.id, 'BAL-GONE-1', 55);
    expect(await keptOf(unit!.id)).toBe(55);
    await db.query('delete from units where id = $1', [unit!.id]);
    expect(await keptOf(unit!.id)).toBe(0);
    expect(await drifted()).toEqual([]);
  });

  it("given the staff dashboard and the statements list, shows the property's outstanding as the rows sum it", async () => {
    const admin = await signIn(app, 'admin@demo.test');
    await statement(4, 'BAL-DASH', 321.45);
    const [row] = await db.query<{ summed: string }>(
      'select sum(debit - credit) as summed from account_statements where property_id = 1',
    );
    const summed = Math.round(Number(row!.summed) * 100) / 100;
    const dashboard = (await get(app, '/api/dashboard', admin)).json();
    expect(dashboard.total_outstanding).toBe(summed);
    const statements = (await get(app, '/api/account-statements?page=0', admin)).json();
    expect(statements.outstanding).toBe(summed);
    const payments = (await get(app, '/api/payments?page=0', admin)).json();
    expect(payments.outstanding).toBe(summed);
  });

  it('given rows written at once from many transactions (connections on PostgreSQL), adds every one', async () => {
    // PGlite has one connection: its transactions take turns, and the sums must still add up.
    await withOwnPool(db, url, async (pool) => {
      const before = await keptOf(5);
      await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          pool.transaction(async (tx) => {
            // Two units in one statement, listed in either order: the trigger takes their
            // balances' locks in one order, so the transactions queue rather than deadlock.
            const order = index % 2 ? [5, 6] : [6, 5];
            await tx.query(
              `insert into account_statements (property_id, unit_id, type, date, ref_no, description, debit)
                 select u.property_id, u.id, 'others', '2026-11-02', 'BAL-C-' || $3 || '-' || u.id, 'Concurrent', 1.5
                   from unnest(array[$1, $2]::int[]) with ordinality as listed(id, n)
                   join units u on u.id = listed.id order by listed.n`,
              [order[0], order[1], index],
            );
            await tx.query('select pg_sleep(0.01)');
          }),
        ),
      );
      expect(await keptOf(5)).toBeCloseTo(before + 60, 2);
      expect(await drifted()).toEqual([]);
    });
  });

  it('given the table emptied, empties the balances', async () => {
    await db.query('truncate account_statements');
    const [row] = await db.query<{ n: number }>(
      'select count(*)::int as n from unit_balances where balance <> 0',
    );
    expect(row!.n).toBe(0);
  });
});
