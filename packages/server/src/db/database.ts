import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
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
  /** PGlite only: the whole data directory as a gzipped tarball (to clone a seeded database). */
  dump?(): Promise<Blob>;
};

/** Embedded PGlite persisted in `dataDir`, or in memory when `dataDir` is undefined (tests). */
export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? path.join(dataDir, 'pglite') : undefined, {
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return {
    kind: 'pglite',
    orm: drizzlePglite({ client: db, schema }) as unknown as Orm,
    async query(sql, params) {
      const result = await db.query<never>(sql, params);
      return result.rows;
    },
    transaction(work) {
      return db.transaction((tx) =>
        work({
          async query(sql, params) {
            return (await tx.query<never>(sql, params)).rows;
          },
        }),
      );
    },
    close: () => db.close(),
    dump: () => db.dumpDataDir('gzip'),
  };
}

/**
 * A pooled connection to a PostgreSQL server. `schema`, when given, is created if missing and
 * put first on the search path (tests use one schema per run to stay isolated).
 */
export async function openPostgres(url: string, searchPath?: string): Promise<Database> {
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
  // Fail at start, not at the first request, when the server cannot be reached.
  await pool.query('select 1');
  return {
    kind: 'postgresql',
    orm: drizzleNodePg({ client: pool, schema }) as unknown as Orm,
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
  };
}

/** PostgreSQL when `databaseUrl` is set, else PGlite under `dataDir`. */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
