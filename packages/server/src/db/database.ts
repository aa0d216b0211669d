import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The one interface the server talks to, whichever engine is behind it. */
export type Database = {
  kind: 'pglite' | 'postgresql';
  query<Row extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs `work` in one transaction: all of it lands, or none of it. */
  transaction<T>(work: (tx: Pick<Database, 'query'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** Embedded PGlite persisted in `dataDir`, or in memory when `dataDir` is undefined (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? path.join(dataDir, 'pglite') : undefined);
  return {
    kind: 'pglite',
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
  };
}

/**
 * A pooled connection to a PostgreSQL server. `schema`, when given, is created if missing and
 * put first on the search path (tests use one schema per run to stay isolated).
 */
export async function openPostgres(url: string, schema?: string): Promise<Database> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new Error(`Invalid schema name "${schema}"`);
  }
  if (schema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    await setup.query(`create schema if not exists ${schema}`);
    await setup.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // Fail at start, not at the first request, when the server cannot be reached.
  await pool.query('select 1');
  return {
    kind: 'postgresql',
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

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
