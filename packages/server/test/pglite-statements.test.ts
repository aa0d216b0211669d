import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareStatements } from '../src/db/pglite-statements';

/**
 * PGlite's queries as named prepared statements (docs/adr/0020): the same answers as PGlite's own
 * `query`, each text parsed once, errors as before, and a connection that stays usable.
 */
let db: PGlite;
let plainQuery: PGlite['query'];
let statements: ReturnType<typeof prepareStatements>;

const countPrepared = async () =>
  (await plainQuery<{ n: number }>('select count(*)::int as n from pg_prepared_statements'))
    .rows[0]!.n;

beforeEach(async () => {
  db = await PGlite.create();
  await db.exec(`
    create table units (id serial primary key, property_id int not null, number text not null unique,
      amount numeric(10, 2), created_at timestamp not null default '2026-11-27 08:00:00');
    insert into units (property_id, number, amount) values (1, 'A-01', 10.5), (1, 'A-02', null), (2, 'B-01', 3);
  `);
  plainQuery = db.query.bind(db);
  statements = prepareStatements(db, 4);
});

afterEach(async () => {
  await db.close();
});

describe('PGlite queries as prepared statements', () => {
  it('answers exactly as PGlite parsing each query anew', async () => {
    const cases: [string, unknown[], Parameters<PGlite['query']>[2]?][] = [
      ['select * from units where property_id = $1 order by number', [1]],
      ['select id, number from units where number = any($1) order by id', [['A-02', 'B-01']]],
      ['select amount, created_at from units where id = $1', [1], { rowMode: 'array' }],
      ['select created_at from units where id = $1', [1], { parsers: { 1114: (v: string) => v } }],
      ['update units set amount = amount + $1 where property_id = $2', [1, 1]],
      ['select count(*) from units where amount is null and property_id = $1', [null]],
    ];
    for (const [text, params, options] of cases) {
      const expected = await plainQuery(text, params, options);
      // The statement's first call (parsed) and a later one (only bound) answer alike.
      for (let call = 0; call < 2; call += 1) {
        const answer = await db.query(text, params, options);
        expect(answer.rows).toEqual(expected.rows);
        expect(answer.fields).toEqual(expected.fields);
        expect(answer.affectedRows).toBe(expected.affectedRows);
        // Each update above ran twice more: undone, so the next case starts where PGlite's did.
        if (text.startsWith('update'))
          await plainQuery('update units set amount = amount - 1 where property_id = 1');
      }
    }
  });

  it('parses a text once and keeps at most its limit of statements', async () => {
    for (let call = 0; call < 5; call += 1) {
      await db.query('select number from units where id = $1', [call]);
    }
    expect(await countPrepared()).toBe(1);
    for (let limit = 0; limit < 6; limit += 1) {
      await db.query(`select ${limit} as n, number from units where id = $1`, [1]);
    }
    expect(statements.size()).toBe(4);
    expect(await countPrepared()).toBe(4);
  });

  it('rejects a bad statement with PostgreSQL’s error and goes on answering', async () => {
    await expect(db.query('select nope from units where id = $1', [1])).rejects.toMatchObject({
      code: '42703',
    });
    await expect(
      db.query('insert into units (property_id, number) values ($1, $2)', [1, 'A-01']),
    ).rejects.toMatchObject({ code: '23505', query: expect.stringContaining('insert') });
    expect((await db.query('select count(*)::int as n from units')).rows).toEqual([{ n: 3 }]);
  });

  it('keeps a transaction whole: all of it lands, or none of it', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into units (property_id, number) values ($1, $2)', [2, 'B-02']);
      await tx.query('update units set amount = $1 where number = $2', [7, 'B-02']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into units (property_id, number) values ($1, $2)', [2, 'B-03']);
        await tx.query('insert into units (property_id, number) values ($1, $2)', [2, 'B-02']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const rows = await db.query(
      'select number, amount from units where property_id = $1 order by 1',
      [2],
    );
    expect(rows.rows).toEqual([
      { number: 'B-01', amount: '3.00' },
      { number: 'B-02', amount: '7.00' },
    ]);
  });

  it('runs queries and transactions started at once without mixing their statements', async () => {
    const work = Array.from({ length: 30 }, (_, index) =>
      index % 3 === 0
        ? db.transaction(async (tx) => {
            await tx.query('insert into units (property_id, number) values ($1, $2)', [
              3,
              `C-${index}`,
            ]);
            return (
              await tx.query<{ n: number }>(
                'select count(*)::int as n from units where number = $1',
                [`C-${index}`],
              )
            ).rows[0]!.n;
          })
        : db
            .query<{ n: number }>('select count(*)::int as n from units where id = $1', [1])
            .then((r) => r.rows[0]!.n),
    );
    expect(await Promise.all(work)).toEqual(Array.from({ length: 30 }, () => 1));
    expect(
      (await db.query('select count(*)::int as n from units where property_id = 3')).rows,
    ).toEqual([{ n: 10 }]);
  });

  it('parses a statement again when its table changed under it', async () => {
    const text = 'select * from units where id = $1';
    await db.query(text, [1]);
    await db.exec('alter table units add column remark text');
    const answer = await db.query(text, [1]);
    expect(answer.fields.map((field) => field.name)).toContain('remark');
  });
});
