import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../src/db/database';
import { maintainTables, startMaintenance } from '../src/db/maintenance';

/**
 * PGlite has no autovacuum: the server's table maintenance (docs/adr/0020) analyzes the tables
 * that changed enough, as autovacuum would, so the planner knows their size, and vacuums the ones
 * with many dead rows.
 */
let db: Database;

const statistics = async (table: string) =>
  (
    await db.query<{ tuples: number; dead: number }>(
      `select c.reltuples::float8 as tuples, s.n_dead_tup::float8 as dead
         from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = $1`,
      [table],
    )
  )[0]!;

beforeEach(async () => {
  db = await openPglite(undefined);
  await db.query('create table grown (id serial primary key, value int)');
  await db.query('create table quiet (id serial primary key, value int)');
  await db.query('insert into quiet (value) values (1)');
  await db.query('analyze quiet');
});

afterEach(async () => {
  await db.close();
});

describe('table maintenance on PGlite', () => {
  it('analyzes a table that grew, and leaves one that barely changed', async () => {
    await db.query('insert into grown (value) select i from generate_series(1, 500) i');
    await db.query('insert into quiet (value) values (2)');
    expect((await statistics('grown')).tuples).toBe(-1);

    const done = await maintainTables(db);

    expect(done).toMatchObject({ table: 'public.grown', action: 'analyze' });
    expect((await statistics('grown')).tuples).toBe(500);
    expect((await statistics('quiet')).tuples).toBe(1);
    expect(await maintainTables(db)).toBeNull();
  });

  it('does one table a look, the one furthest past its threshold first', async () => {
    await db.query('insert into grown (value) select i from generate_series(1, 500) i');
    await db.query('insert into quiet (value) select i from generate_series(1, 100) i');

    expect(await maintainTables(db)).toMatchObject({ table: 'public.grown' });
    expect((await statistics('quiet')).tuples).toBe(1);
    expect(await maintainTables(db)).toMatchObject({ table: 'public.quiet' });
    expect(await maintainTables(db)).toBeNull();
  });

  it('vacuums a table whose rows were mostly replaced', async () => {
    await db.query('insert into grown (value) select i from generate_series(1, 500) i');
    await maintainTables(db);
    await db.query('update grown set value = value + 1');
    await db.query('update grown set value = value + 1');

    expect(await maintainTables(db)).toMatchObject({ table: 'public.grown', action: 'vacuum' });
    await maintainTables(db);
    expect((await statistics('grown')).dead).toBe(0);
  });

  it('vacuums a table that grew by many rows, so its pages are known all-visible', async () => {
    await db.query('insert into grown (value) select i from generate_series(1, 1500) i');

    expect(await maintainTables(db)).toMatchObject({ table: 'public.grown', action: 'vacuum' });
    const [pages] = await db.query<{ visible: number; all: number }>(
      "select relallvisible as visible, relpages as all from pg_class where relname = 'grown'",
    );
    expect(pages!.visible).toBe(pages!.all);
  });

  it('runs a pass at start and stops, waiting for the pass under way', async () => {
    await db.query('insert into grown (value) select i from generate_series(1, 500) i');
    const errors: unknown[] = [];
    const done: unknown[] = [];
    const stop = startMaintenance(
      db,
      { onDone: (table) => done.push(table), onError: (error) => errors.push(error) },
      60_000,
    );
    await stop();
    expect(errors).toEqual([]);
    expect(done).toEqual([{ table: 'public.grown', action: 'analyze', ms: expect.any(Number) }]);
    expect((await statistics('grown')).tuples).toBe(500);
  });
});
