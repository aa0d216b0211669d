import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'drizzle-orm';
import { buildServer } from '../../src/app';
import { openPglite, openPostgres, type Database } from '../../src/db/database';
import { loadMigrations, migrate } from '../../src/db/migrate';
import type { MailMessage, Mailer } from '../../src/mail/outbox';
import { seedDemo } from '../../src/seed/seed';
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

/**
 * A seeded PGlite data directory, built once per schema and seed version and shared by every test
 * file (booting and seeding PGlite takes seconds; loading a dump is faster). The first file to
 * get the lock builds it; the others wait for it.
 */
async function seededDump(): Promise<Blob> {
  const seedFolder = path.join(import.meta.dirname, '../../src/seed');
  const seedFiles = (await readdir(seedFolder)).filter((name) => name.endsWith('.ts')).sort();
  const seedSource = (
    await Promise.all(seedFiles.map((name) => readFile(path.join(seedFolder, name), 'utf8')))
  ).join('\n');
  const key = createHash('sha256')
    .update(JSON.stringify(loadMigrations()))
    .update(seedSource)
    .update(NOW.toISOString())
    .digest('hex')
    .slice(0, 16);
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
    const db = await openPglite(undefined, { loadDataDir: await seededDump(), ...options });
    return { db, drop: () => db.close() };
  }
  // One schema per test file and run, dropped afterwards.
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const db = await openPostgres(process.env.DATABASE_URL!, schema, options);
  await migrate(db);
  await seedDemo(db, NOW);
  return {
    db,
    drop: async () => {
      await db.query(`drop schema ${schema} cascade`);
      await db.close();
    },
  };
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
