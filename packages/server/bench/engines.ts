/**
 * The databases the benchmark measures Strata on, prepared with the server's own migrate and demo
 * seed (what `main.js` does at its first start), then handed to the built server as environment:
 * PGlite in a fresh temporary directory, PostgreSQL in a fresh database dropped at the end.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed/seed';
import { portBase, serverEntry, startNode, waitForHttp, type Measured } from './lib';

export type EngineName = 'pglite' | 'postgresql';

/** BENCH_DATABASE_URL: the PostgreSQL server to create the benchmark's database on. */
export const postgresUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A seeded database the built server can be started on. */
export type Dataset = {
  engine: EngineName;
  /** The server's environment for this database. */
  env: Record<string, string>;
  /** Opens the database in this process (PGlite: only while no server has it open). */
  open(): Promise<Database>;
  /** Removes the database. */
  drop(): Promise<void>;
  /** The database server's version, for the machine description. */
  version: string;
};

/** PostgreSQL's version when it answers at `postgresUrl`, else why not. */
export async function postgresAvailable(): Promise<
  { ok: true; version: string } | { ok: false; why: string }
> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ v: string }>(
      "select current_setting('server_version') as v",
    );
    return { ok: true, version: `PostgreSQL ${rows[0]!.v}` };
  } catch (error) {
    return {
      ok: false,
      why: `no PostgreSQL answered at ${postgresUrl} (${(error as Error).message})`,
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function seed(db: Database) {
  await migrate(db);
  await seedDemo(db);
}

/** A fresh, seeded database on `engine`. */
export async function prepare(engine: EngineName): Promise<Dataset> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `strata-bench-${engine}-`));
  if (engine === 'pglite') {
    const open = () => openPglite(dataDir);
    const db = await open();
    await seed(db);
    const [{ version } = { version: '' }] = await db.query<{ version: string }>(
      "select 'PGlite (PostgreSQL ' || current_setting('server_version') || ')' as version",
    );
    await db.close();
    return {
      engine,
      env: { DATA_DIR: dataDir },
      open,
      drop: () => rm(dataDir, { recursive: true, force: true }),
      version,
    };
  }
  const name = `strata_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const { rows } = await admin.query<{ v: string }>(
    "select current_setting('server_version') as v",
  );
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const open = () => openPostgres(databaseUrl);
  const db = await open();
  await seed(db);
  await db.close();
  return {
    engine,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    open,
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      await rm(dataDir, { recursive: true, force: true });
    },
    version: `PostgreSQL ${rows[0]!.v}`,
  };
}

/** Adds units to property 1 until the database holds `total`; answers how many were added. */
export async function topUpUnits(db: Database, total: number): Promise<number> {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'select count(*)::int as count from units',
  );
  const missing = Math.max(0, total - count);
  // Unit numbers no demo unit has ('Z-00001'…), so the search scenario still matches a few.
  await db.query(
    `insert into units (property_id, unit_no, level, block, square_feet, maintenance_amount)
     select 1, 'Z-' || lpad(n::text, 5, '0'), n % 40 + 1, 'Z', 900 + n % 600, 120
     from generate_series(1, $1::int) as n`,
    [missing],
  );
  // As autovacuum would within a minute of such an insert: the planner sees 10,000 units, not
  // the 640 of the seed (a search planned on the seed's statistics walks every unit in order).
  await db.query('analyze units');
  return missing;
}

/** A demo user's id by e-mail. */
export async function userId(db: Database, email: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('select id from users where email = $1', [email]);
  if (!row) throw new Error(`The demo has no ${email}`);
  return row.id;
}

/**
 * `count` live sessions of `userId`, inserted as sign-in would keep them (the token's SHA-256,
 * auth/tokens.ts), so thousands of sockets can identify without thousands of sign-ins.
 */
export async function createSessions(
  db: Database,
  userId: number,
  count: number,
): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
  await db.query(
    `insert into sessions (user_id, token_hash, platform, user_agent, expires_at)
     select $1, hash, 'web_app', 'strata-bench', now() + interval '1 day'
     from unnest($2::text[]) as hash`,
    [userId, hashes],
  );
  return tokens;
}

/** The built server on `dataset`, listening on 127.0.0.1 at BENCH_PORT_BASE + 1. */
export async function startStrata(
  dataset: Dataset,
): Promise<{ server: Measured; baseUrl: string }> {
  const port = portBase + 1;
  const server = startNode(`Strata (${dataset.engine})`, serverEntry(), [], {
    ...dataset.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // The limit is per token: one token drives every request of a load run.
    RATE_LIMIT_PER_MINUTE: '100000000',
    // Every client of the benchmark (thousands of sockets, the load's connections) comes from
    // 127.0.0.1, where a deployment sees one address each: the per-address cap (128) is off, or
    // the realtime part's 1,000 sockets were cut at the 127th and the API runs after it refused.
    MAX_CONNECTIONS_PER_ADDRESS: '0',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/healthz`, server);
  return { server, baseUrl };
}
