import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { Worker } from 'node:worker_threads';
import { openPglite, type Database } from '../src/db/database';
import { PgliteThread } from '../src/db/pglite-thread';
import { pgliteThread as thread } from './support/pglite-thread';

/**
 * PGlite on a worker thread (docs/adr/0022), as the built server runs it: the same answers,
 * transactions and errors as PGlite on the main thread, notifications, and a dump that loads.
 * The worker is built before the server's tests run (vitest.config.ts, globalSetup).
 */
const SCHEMA = [
  `create table units (id serial primary key, property_id int not null, number text not null unique,
    amount numeric(10, 2), created_at timestamp not null default '2026-11-27 08:00:00')`,
  "insert into units (property_id, number, amount) values (1, 'A-01', 10.5), (1, 'A-02', null)",
];

let there: Database;

async function withSchema(db: Database) {
  for (const statement of SCHEMA) await db.query(statement);
  return db;
}

beforeEach(async () => {
  there = await withSchema(await openPglite(undefined, { thread }));
});

afterEach(async () => {
  await there.close();
});

const numbers = async (db: Database) =>
  (await db.query<{ number: string }>('select number from units order by number')).map(
    (row) => row.number,
  );

describe('PGlite on a worker thread', () => {
  it('answers as PGlite on this thread, through the query builder and plain queries', async () => {
    const here = await withSchema(await openPglite(undefined));
    onTestFinished(() => here.close());
    const texts: [string, unknown[]][] = [
      ['select * from units where property_id = $1 order by number', [1]],
      ['select id, number from units where number = any($1) order by id', [['A-02', 'B-01']]],
      [
        'select amount, created_at, $1::bytea as data from units order by id',
        [new Uint8Array([1, 2])],
      ],
      ['update units set amount = amount + $1 where property_id = $2', [1, 1]],
    ];
    for (const [text, params] of texts) {
      expect(await there.query(text, params)).toEqual(await here.query(text, params));
    }
    const { sql } = await import('drizzle-orm');
    const query = sql`select number, created_at from units where id = ${1}`;
    expect(await there.orm.execute(query)).toEqual(await here.orm.execute(query));
  });

  it('commits a transaction that resolves and rolls back one that throws, keeping its error', async () => {
    await there.transaction((tx) =>
      tx.query("insert into units (property_id, number) values (1, 'A-03')"),
    );
    const failed = there.transaction(async (tx) => {
      await tx.query("insert into units (property_id, number) values (1, 'A-04')");
      await tx.query("insert into units (property_id, number) values (1, 'A-01')");
    });
    // The server's handlers read PostgreSQL's fields: a unique violation and its constraint.
    await expect(failed).rejects.toMatchObject({
      message: expect.stringContaining('duplicate key'),
      code: '23505',
      constraint: 'units_number_key',
      severity: 'ERROR',
    });
    expect(await numbers(there)).toEqual(['A-01', 'A-02', 'A-03']);
  });

  it('rolls back what the query builder rolls back, nested transactions included', async () => {
    const { sql } = await import('drizzle-orm');
    await there.orm.transaction(async (tx) => {
      await tx.execute(sql`insert into units (property_id, number) values (1, 'B-01')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into units (property_id, number) values (1, 'B-02')`);
          throw new Error('undo the inner one');
        })
        .catch(() => undefined);
    });
    await there.orm
      .transaction(async (tx) => {
        await tx.execute(sql`insert into units (property_id, number) values (1, 'B-03')`);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await numbers(there)).toEqual(['A-01', 'A-02', 'B-01']);
  });

  it('makes other statements wait while a transaction holds the connection', async () => {
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const transaction = there.transaction(async (tx) => {
      await tx.query("insert into units (property_id, number) values (1, 'C-01')");
      inside();
      await finished;
    });
    await entered;
    const outside = numbers(there);
    let answered = false;
    void outside.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    finish();
    await transaction;
    expect(await outside).toEqual(['A-01', 'A-02', 'C-01']);
  });

  it('goes on answering after a statement fails outside a transaction', async () => {
    await expect(there.query('select * from nowhere')).rejects.toMatchObject({ code: '42P01' });
    expect(await numbers(there)).toEqual(['A-01', 'A-02']);
  });

  it('delivers notifications to the listeners until they stop', async () => {
    const heard: string[] = [];
    const stop = await there.listen('strata_test', (payload) => heard.push(payload));
    await there.query("select pg_notify('strata_test', 'one')");
    await expect.poll(() => heard).toEqual(['one']);
    await stop();
    await there.query("select pg_notify('strata_test', 'two')");
    await there.query('select 1');
    expect(heard).toEqual(['one']);
  });

  it('dumps a database that another thread opens', async () => {
    await there.query("insert into units (property_id, number) values (2, 'D-01')");
    const copy = await openPglite(undefined, { thread, loadDataDir: await there.dump!() });
    try {
      expect(await numbers(copy)).toEqual(['A-01', 'A-02', 'D-01']);
    } finally {
      await copy.close();
    }
  });

  it('tells its owner when the thread stops on its own, and fails every statement from then on', async () => {
    const lost: Error[] = [];
    const alone = await PgliteThread.start(thread, { dataDir: undefined }, (error) =>
      lost.push(error),
    );
    const pending = alone.query('select pg_sleep(0.2)');
    // As a crash would: the thread ends under a statement.
    await (alone as unknown as { worker: Worker }).worker.terminate();
    await expect(pending).rejects.toThrow('The database thread stopped');
    await expect(alone.query('select 1')).rejects.toThrow('The database thread stopped');
    expect(lost).toHaveLength(1);
    await alone.close();
    expect(lost).toHaveLength(1);
  });

  it('says nothing of a thread closed on purpose', async () => {
    const lost: Error[] = [];
    const alone = await PgliteThread.start(thread, { dataDir: undefined }, (error) =>
      lost.push(error),
    );
    await alone.query('select 1');
    await alone.close();
    expect(lost).toEqual([]);
  });
});
