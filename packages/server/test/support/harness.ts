import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { buildServer } from '../../src/app';
import { openPglite, openPostgres, type Database } from '../../src/db/database';
import { loadMigrations, migrate } from '../../src/db/migrate';
import type { MailMessage, Mailer } from '../../src/mail/outbox';
import { seedDemo } from '../../src/seed/seed';
import { pgliteThread } from './pglite-thread';
import { checkingReplies } from './replies';
import { createHash } from 'node:crypto';

/** The tests' fixed clock: Monday 2 November 2026, 09:30 in Kuala Lumpur (as the stories). */
export const NOW = new Date('2026-11-02T09:30:00+08:00');

/** The engines a test file runs on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const engines: ('PGlite' | 'PostgreSQL')[] = process.env.DATABASE_URL
  ? ['PGlite', 'PostgreSQL']
  : ['PGlite'];

/** A mailer that keeps what it was asked to send. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

async function exists(file: string) {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/** The seeded data's version: the migrations, the seed's source and the clock. */
async function seedKey(): Promise<string> {
  const seedFolder = path.join(import.meta.dirname, '../../src/seed');
  const seedFiles = (await readdir(seedFolder)).filter((name) => name.endsWith('.ts')).sort();
  const seedSource = (
    await Promise.all(seedFiles.map((name) => readFile(path.join(seedFolder, name), 'utf8')))
  ).join('\n');
  return createHash('sha256')
    .update(JSON.stringify(loadMigrations()))
    .update(seedSource)
    .update(NOW.toISOString())
    .digest('hex')
    .slice(0, 16);
}

/**
 * A seeded PGlite data directory, built once per schema and seed version and shared by every test
 * file (booting and seeding PGlite takes seconds; loading a dump is faster). The first file to
 * get the lock builds it; the others wait for it.
 */
async function seededDump(): Promise<Blob> {
  const key = await seedKey();
  const folder = path.join(tmpdir(), 'strata-test-dumps');
  const file = path.join(folder, `${key}.tar.gz`);
  const lock = path.join(folder, `${key}.lock`);
  await mkdir(folder, { recursive: true });
  for (let waited = 0; !(await exists(file)); waited += 200) {
    try {
      await mkdir(lock);
    } catch {
      if (waited > 120_000) throw new Error(`Timed out waiting for ${file}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      const db = await openPglite(undefined);
      await migrate(db);
      await seedDemo(db, NOW);
      const dump = await db.dump!();
      await db.close();
      const partial = `${file}.${process.pid}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
  return new Blob([await readFile(file)]);
}

/**
 * A migrated, seeded database on `engine`, and how to throw it away afterwards. `logger` sees
 * every statement the query builder sends.
 */
export async function seededDatabase(
  engine: 'PGlite' | 'PostgreSQL',
  options: { logger?: Logger } = {},
) {
  if (engine === 'PGlite') {
    // On its worker thread, as the built server runs it.
    const db = await openPglite(undefined, {
      loadDataDir: await seededDump(),
      thread: pgliteThread,
      ...options,
    });
    return { db, url: undefined, drop: () => db.close() };
  }
  // One database per test file and run, copied from the seeded template, dropped afterwards. Its
  // name starts with the time it was made, so a later run can sweep up one left behind.
  const name = `test_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  await withServer(async (server) => {
    const template = await seededTemplate(server);
    await server.query(`create database ${name} template ${template}`);
  });
  const url = databaseUrl(name);
  const db = await openPostgres(url, undefined, options);
  return {
    db,
    /** Where a second instance connects to the same database (PostgreSQL only). */
    url,
    drop: async () => {
      await db.close();
      await withServer((server) => dropWhenUnused(server, name));
    },
  };
}

/**
 * Runs `use` with transactions that really run at once: a pool of its own connections to the
 * seeded database on PostgreSQL (`url`, closed afterwards), or `db` itself on PGlite, whose one
 * connection takes them in turn.
 */
export async function withOwnPool<T>(
  db: Database,
  url: string | undefined,
  use: (pool: Database) => Promise<T>,
): Promise<T> {
  const pool = url ? await openPostgres(url) : db;
  try {
    return await use(pool);
  } finally {
    if (pool !== db) await pool.close();
  }
}

/**
 * Drops a test database once nothing is connected to it: a closed server's listener may take a
 * moment to go. Never `with (force)`: a connection cut that way reports the cut as an error in
 * whatever test file still holds it. One still in use after two seconds is left for a later
 * run's sweep ({@link seededTemplate}).
 */
async function dropWhenUnused(server: pg.Client, name: string) {
  for (let tries = 0; tries < 20; tries += 1) {
    try {
      await server.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      // 55006: object_in_use.
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** DATABASE_URL with another database's name. */
function databaseUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a connection to DATABASE_URL's server. */
async function withServer<T>(work: (server: pg.Client) => Promise<T>): Promise<T> {
  const server = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await server.connect();
  try {
    return await work(server);
  } finally {
    await server.end();
  }
}

/** Whoever holds it builds the template or copies it; the others wait (any worker, any run). */
const TEMPLATE_LOCK = 7_310_221;

/**
 * The name of a migrated, seeded PostgreSQL database that each test file copies (`create database
 * … template`, well under a second, where migrating and seeding took five): built once per seed
 * version and kept between runs; the older versions' are dropped when a new one is built. Called
 * under no lock; takes the advisory lock itself and leaves it held for the caller's copy, so
 * nothing connects to the template while it is copied.
 */
async function seededTemplate(server: pg.Client): Promise<string> {
  const template = `strata_seed_${await seedKey()}`;
  await server.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  const found = await server.query('select 1 from pg_database where datname = $1', [template]);
  if (found.rowCount === 0) {
    const older = await server.query<{ datname: string }>(
      "select datname from pg_database where datname like 'strata\\_seed\\_%'",
    );
    for (const { datname } of older.rows) {
      await server.query(`drop database if exists ${datname} with (force)`);
    }
    const building = `${template}_building`;
    await server.query(`create database ${building}`);
    const db = await openPostgres(databaseUrl(building));
    await migrate(db);
    await seedDemo(db, NOW);
    await db.close();
    await server.query(`alter database ${building} rename to ${template}`);
  }
  // Test databases an hour old or more are left over from runs that were stopped.
  const hourAgo = Math.floor(Date.now() / 1000) - 3600;
  const leftOver = await server.query<{ datname: string }>(
    "select datname from pg_database where datname ~ '^test_[0-9]+_[0-9a-f]+$'",
  );
  for (const { datname } of leftOver.rows) {
    if (Number(datname.split('_')[1]) < hourAgo) {
      await server.query(`drop database if exists ${datname}`).catch(() => undefined);
    }
  }
  return template;
}

/** The server over `db` with the fixed clock, a memory mailer and the given settings. */
export async function testServer(
  db: Database,
  options: {
    mailer?: Mailer;
    minAppVersion?: string;
    rateLimitPerMinute?: number;
    /** The realtime ping interval (default 30 s). */
    pingIntervalMs?: number;
    /** Where uploads go (default: a fresh temporary folder). */
    dataDir?: string;
    /** API request log rows kept (default 100,000; 0 turns the log off). */
    requestLogMaxRows?: number;
    /** Reverse proxies in front (TRUST_PROXY; default none). */
    trustProxy?: false | number | string[];
    /** The clock (default: fixed at NOW). */
    now?: () => Date;
    /** REQUEST_TIMEOUT_SECONDS (default 30). */
    requestTimeoutSeconds?: number;
    /** MAX_CONNECTIONS_PER_ADDRESS (default 128; 0 turns the cap off). */
    maxConnectionsPerAddress?: number;
    /** REDIS_URL and REDIS_KEY_PREFIX: the limits count in Redis (default: in the database). */
    redis?: { url: string; keyPrefix: string };
  } = {},
) {
  const app = await buildServer({
    config: {
      staticDir: path.join(tmpdir(), 'strata-no-static'),
      dataDir: options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'strata-data-'))),
      logLevel: 'silent',
      minAppVersion: options.minAppVersion,
      rateLimitPerMinute: options.rateLimitPerMinute ?? 10_000,
      requestLogMaxRows: options.requestLogMaxRows ?? 100_000,
      trustProxy: options.trustProxy ?? false,
      ...(options.requestTimeoutSeconds
        ? { requestTimeoutSeconds: options.requestTimeoutSeconds }
        : {}),
      ...(options.maxConnectionsPerAddress !== undefined
        ? { maxConnectionsPerAddress: options.maxConnectionsPerAddress }
        : {}),
      ...(options.redis
        ? { redisUrl: options.redis.url, redisKeyPrefix: options.redis.keyPrefix }
        : {}),
    },
    db,
    logger: false,
    mailer: options.mailer ?? memoryMailer(),
    now: options.now ?? (() => NOW),
    ...(options.pingIntervalMs ? { pingIntervalMs: options.pingIntervalMs } : {}),
  });
  // Every reply a test reads is parsed with the domain's schema of its call first.
  return checkingReplies(app);
}

let addressCounter = 0;

/** A fresh client address, so each test's login tries are counted on their own. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}
