import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { engines, seededDatabase } from './support/harness';

/**
 * The query builder's statements are parsed and planned once per connection (docs/adr/0020), on
 * both engines: the answers stay the same, PostgreSQL holds them as prepared statements, and a
 * table that changes under a statement does not leave it failing.
 */
describe.each(engines)('statements prepared once on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    await db.query('create table named_probe (id serial primary key, label text not null)');
    await db.query("insert into named_probe (label) values ('one'), ('two')");
  });

  afterAll(async () => {
    await drop();
  });

  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.orm.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const labels = (id: number) =>
    rows(sql`select * from named_probe where id >= ${id} order by id /* named_probe_marker */`);
  const held = async (marker: string) =>
    rows(
      sql`select count(*)::int as n from pg_prepared_statements where statement like ${`%${marker}%`} and statement not like ${'%pg_prepared_statements%'}`,
    );

  it('answers a statement run again exactly as the first time, and keeps it prepared', async () => {
    const first = await labels(1);
    for (let call = 0; call < 7; call += 1) expect(await labels(1)).toEqual(first);
    expect(first).toEqual([
      { id: 1, label: 'one' },
      { id: 2, label: 'two' },
    ]);
    expect(await held('named_probe_marker')).toEqual([{ n: 1 }]);
  });

  it('plans a search for its pattern every time instead of keeping it prepared', async () => {
    for (let call = 0; call < 7; call += 1) {
      expect(
        await rows(
          sql`select label from named_probe where label ilike ${'%tw%'} /* named_search_marker */`,
        ),
      ).toEqual([{ label: 'two' }]);
    }
    expect(await held('named_search_marker')).toEqual([{ n: 0 }]);
  });

  it('reads the new shape of a table that changed under a prepared statement', async () => {
    await labels(1);
    await db.query('alter table named_probe add column remark text');
    // PostgreSQL refuses a prepared statement whose columns changed once; it is parsed again.
    const answer = await labels(1).catch(() => labels(1));
    expect(answer[0]).toEqual({ id: 1, label: 'one', remark: null });
  });
});
