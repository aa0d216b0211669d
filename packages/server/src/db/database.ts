import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { PREPARED_LIMIT, prepareStatements, worthPreparing } from './pglite-statements';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

/** The typed query builder over the schema, the same on both engines. */
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of the query builder (what `orm.transaction` hands to its callback). */
export type OrmTransaction = Parameters<Parameters<Orm['transaction']>[0]>[0];

/** The query builder, or a transaction of it: what data functions take. */
export type Executor = Orm | OrmTransaction;

/** The one interface the server talks to, whichever engine is behind it. */
export type Database = {
  kind: 'pglite' | 'postgresql';
  /** Drizzle over the schema; use it for every query the routes make. */
  orm: Orm;
  query<Row extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs `work` in one transaction: all of it lands, or none of it. */
  transaction<T>(work: (tx: Pick<Database, 'query'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Listens for `pg_notify` on the realtime channel of this database's schema (see
   * realtime/bus.ts): in-process on PGlite, on one dedicated connection on PostgreSQL.
   * Answers how to stop listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: the whole data directory as a gzipped tarball (to clone a seeded database). */
  dump?(): Promise<Blob>;
};

/** Resolves after the event loop's next turn, once pending I/O (sockets, timers) has run. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Makes each statement and transaction on PGlite's one connection wait for the event loop's next
 * turn before it queues. PGlite runs a statement synchronously and hands its connection to the
 * next one waiting in a promise callback (a microtask), so while statements keep queueing, the
 * whole queue runs without the event loop ever reading a socket: a request that needs I/O to go
 * on (its headers or body to be read, a new connection) waited until every statement queued
 * behind the busy ones had run, under a busy hour 30 s and more, before any server code saw it,
 * so nothing was logged. Reads whose statements follow one another in promise callbacks kept
 * the queue fed; writes, whose bodies are read from the socket, waited longest. One turn per
 * statement lets sockets be read between statements (ADR 0019's benchmark, bench/README.md).
 */
function takeTurns(db: PGlite) {
  const query = db.query.bind(db);
  const exec = db.exec.bind(db);
  const transaction = db.transaction.bind(db);
  db.query = async (...args: Parameters<PGlite['query']>) => {
    await nextTurn();
    return query(...args);
  };
  db.exec = async (...args: Parameters<PGlite['exec']>) => {
    await nextTurn();
    return exec(...args);
  };
  db.transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    await nextTurn();
    return transaction(callback);
  };
}

/**
 * Embedded PGlite persisted in `dataDir`, or in memory when `dataDir` is undefined (tests).
 * `logger` sees every statement the query builder sends. With `thread` (the built
 * `pglite-worker.js`), PGlite runs on a worker thread and this thread only sends it statements
 * (docs/adr/0022); without it, on this thread.
 */
export async function openPglite(
  dataDir: string | undefined,
  options: {
    loadDataDir?: Blob;
    logger?: Logger;
    thread?: URL;
    /** With `thread`: the thread stopped other than by `close`. */
    onThreadLost?: (error: Error) => void;
  } = {},
): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const location = dataDir ? path.join(dataDir, 'pglite') : undefined;
  const client = options.thread
    ? await PgliteThread.start(
        options.thread,
        {
          dataDir: location,
          ...(options.loadDataDir ? { loadDataDir: await options.loadDataDir.arrayBuffer() } : {}),
        },
        options.onThreadLost,
      )
    : await openPgliteHere(location, options.loadDataDir);
  return {
    kind: 'pglite',
    orm: drizzlePglite({
      client: client as PGlite,
      schema,
      ...(options.logger ? { logger: options.logger } : {}),
    }) as unknown as Orm,
    async query(sql, params) {
      const result = await client.query<never>(sql, params);
      return result.rows;
    },
    transaction(work) {
      return client.transaction((tx) =>
        work({
          async query(sql, params) {
            return (await tx.query<never>(sql, params)).rows;
          },
        }),
      );
    },
    close: () => client.close(),
    async listen(channel, onPayload) {
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
    dump: () => client.dumpDataDir('gzip'),
  };
}

/** PGlite on this thread, its statements prepared and taking turns with the event loop. */
async function openPgliteHere(location: string | undefined, loadDataDir: Blob | undefined) {
  const db = await PGlite.create(location, {
    // The lists' trigram indexes (migration 0004).
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  prepareStatements(db);
  takeTurns(db);
  return db;
}

/**
 * A pooled connection to a PostgreSQL server. `schema`, when given, is created if missing and
 * put first on the search path (tests use one schema per run to stay isolated). `logger` sees
 * every statement the query builder sends.
 */
export async function openPostgres(
  url: string,
  searchPath?: string,
  options: { logger?: Logger } = {},
): Promise<Database> {
  if (searchPath !== undefined && !/^[a-z_][a-z0-9_]*$/.test(searchPath)) {
    throw new Error(`Invalid schema name "${searchPath}"`);
  }
  if (searchPath) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    await setup.query(`create schema if not exists ${searchPath}`);
    await setup.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  nameStatements(pool);
  // Fail at start, not at the first request, when the server cannot be reached.
  await pool.query('select 1');
  return {
    kind: 'postgresql',
    orm: drizzleNodePg({
      client: pool,
      schema,
      ...(options.logger ? { logger: options.logger } : {}),
    }) as unknown as Orm,
    async query(sql, params) {
      return (await pool.query(sql, params)).rows;
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({
          async query(sql, params) {
            return (await client.query(sql, params)).rows;
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    async listen(channel, onPayload) {
      let listener: pg.Client | null = null;
      let stopped = false;
      let attempt = 0;
      const connect = async (): Promise<void> => {
        const client = new pg.Client({
          connectionString: url,
          ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
        });
        client.on('notification', (message) => {
          if (message.channel === channel && message.payload !== undefined) {
            onPayload(message.payload);
          }
        });
        // A lost listening connection would silently stop the fan-out: connect again.
        client.on('error', () => void reconnect(client));
        client.on('end', () => void reconnect(client));
        await client.connect();
        await client.query(`listen "${channel.replaceAll('"', '""')}"`);
        listener = client;
        attempt = 0;
      };
      const reconnect = async (lost: pg.Client) => {
        if (stopped || listener !== lost) return;
        listener = null;
        while (!stopped && listener === null) {
          attempt += 1;
          await new Promise((resolve) => setTimeout(resolve, Math.min(attempt, 10) * 500));
          if (stopped) return;
          try {
            await connect();
          } catch (error) {
            console.error('realtime listener could not reconnect', error);
          }
        }
      };
      await connect();
      return async () => {
        stopped = true;
        const client = listener;
        listener = null;
        await client?.end();
      };
    },
  };
}

/**
 * Gives the query builder's statements names, so each pooled connection parses and plans a text
 * once and then only binds and executes it (docs/adr/0020). The first `PREPARED_LIMIT` texts are
 * named; later ones (lists of unusual length) run unnamed, so no connection keeps more. A text
 * whose table changed under it (`0A000`) fails once and gets a new name, parsed again.
 */
function nameStatements(pool: pg.Pool) {
  const names = new Map<string, string>();
  let counter = 0;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const named = (...args: unknown[]) => {
      const [config] = args;
      if (typeof config !== 'object' || config === null || !('text' in config)) {
        return query(...args);
      }
      const { text, name: given } = config as { text: string; name?: string };
      let name = given || names.get(text);
      if (!name && names.size < PREPARED_LIMIT && worthPreparing(text)) {
        counter += 1;
        name = `strata_${counter}`;
        names.set(text, name);
      }
      if (!name || given) return query(...args);
      const forget = (error: unknown) => {
        if ((error as { code?: string } | null)?.code === '0A000' && names.get(text) === name) {
          names.delete(text);
        }
      };
      const rest = args.slice(1);
      const callback = rest.at(-1);
      if (typeof callback === 'function') {
        rest[rest.length - 1] = (error: unknown, result: unknown) => {
          forget(error);
          (callback as (error: unknown, result: unknown) => void)(error, result);
        };
      }
      const result = query({ ...config, name }, ...rest);
      if (result instanceof Promise) result.catch(forget);
      return result;
    };
    client.query = named as typeof client.query;
  });
}

/**
 * PostgreSQL when `databaseUrl` is set, else PGlite under `dataDir` on its worker thread (the
 * built server's `pglite-worker.js`, beside this bundle; docs/adr/0022).
 */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** PGlite: its thread stopped while the server runs. */
  onThreadLost?: (error: Error) => void;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir, {
        thread: new URL('./pglite-worker.js', import.meta.url),
        ...(options.onThreadLost ? { onThreadLost: options.onThreadLost } : {}),
      });
}
