import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Every setting the server reads, each from one environment variable (listed in the README). */
export type ServerConfig = {
  /** PORT: where the one origin listens. */
  port: number;
  /** HOST: the interface to bind. */
  host: string;
  /** DATABASE_URL: a PostgreSQL server; when absent, embedded PGlite is used. */
  databaseUrl: string | undefined;
  /** DATA_DIR: where PGlite, the mail outbox and uploads from before 0005_upload_contents live. */
  dataDir: string;
  /** STATIC_DIR: the built dashboard to serve. */
  staticDir: string;
  /** LOG_LEVEL: pino's level. */
  logLevel: string;
  /** MIN_APP_VERSION: clients sending an older X-App-Version get 409 (unset: no minimum). */
  minAppVersion: string | undefined;
  /** SMTP_URL: where mail goes (smtp://user:pass@host:port); unset writes it to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of the server's mail. */
  mailFrom: string;
  /** SESSION_TTL_DAYS: how long a sign-in lasts. */
  sessionTtlDays: number;
  /** RATE_LIMIT_PER_MINUTE: API calls a client (token, else address) may make a minute. */
  rateLimitPerMinute: number;
  /**
   * TRUST_PROXY: how many reverse proxies stand in front (a number; `true` is one), or their
   * addresses (comma-separated, CIDR allowed). The client address is the X-Forwarded-For entry
   * those hops added, never the left-most one a client can write. Unset: none.
   */
  trustProxy: false | number | string[];
  /** SEED_DEMO: seed the demo data when the database is empty (on by default). */
  seedDemo: boolean;
  /** REQUEST_LOG_MAX_ROWS: API request log rows kept, newest first (0 turns the log off). */
  requestLogMaxRows: number;
  /** LIST_CACHE_ENTRIES: list replies kept in memory per instance (http/list-cache.ts; 0 turns it off). */
  listCacheEntries: number;
  /**
   * REQUEST_TIMEOUT_SECONDS: how long a client may take to send a whole request (headers within
   * the first 10 s, or this when shorter); slower requests are answered 408 and closed.
   */
  requestTimeoutSeconds: number;
  /**
   * MAX_CONNECTIONS_PER_ADDRESS: open connections one client address may hold at once (per
   * instance); a connection over it is closed at once. 0 turns the cap off. Not applied when
   * TRUST_PROXY is set: the direct peer is then the proxy, whose one address every client shares.
   */
  maxConnectionsPerAddress: number;
  /** REDIS_URL: a Redis server for the rate limits' counters; unset counts them in the database. */
  redisUrl: string | undefined;
  /** REDIS_KEY_PREFIX: what this deployment's Redis keys start with (default `strata:`). */
  redisKeyPrefix: string;
};

const here = path.dirname(fileURLToPath(import.meta.url));

function positiveNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a number above 0, not "${raw}"`);
  }
  return value;
}

function wholeNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number of 0 or more, not "${raw}"`);
  }
  return value;
}

function flag(raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw.toLowerCase());
}

/** TRUST_PROXY as Fastify takes it: false, a hop count, or the proxies' addresses. */
export function trustedProxies(raw: string | undefined): false | number | string[] {
  if (raw === undefined || raw.trim() === '' || !flag(raw, false)) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw.trim().toLowerCase())) return 1;
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim());
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Reads the settings from the environment, failing at start on a malformed value. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  }
  const minAppVersion = env.MIN_APP_VERSION || undefined;
  if (minAppVersion !== undefined && !/^\d+(\.\d+)*$/.test(minAppVersion)) {
    throw new Error(`MIN_APP_VERSION must be a version like 1.4.0, not "${minAppVersion}"`);
  }
  return {
    port,
    host: env.HOST ?? 'localhost',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    // dist/main.js sits in packages/server/dist; the app builds to packages/app/dist.
    staticDir: path.resolve(env.STATIC_DIR ?? path.join(here, '../../app/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    minAppVersion,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Strata <no-reply@strata.local>',
    sessionTtlDays: positiveNumber('SESSION_TTL_DAYS', env.SESSION_TTL_DAYS, 30),
    rateLimitPerMinute: positiveNumber('RATE_LIMIT_PER_MINUTE', env.RATE_LIMIT_PER_MINUTE, 600),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    seedDemo: flag(env.SEED_DEMO, true),
    requestLogMaxRows: wholeNumber('REQUEST_LOG_MAX_ROWS', env.REQUEST_LOG_MAX_ROWS, 100_000),
    listCacheEntries: wholeNumber('LIST_CACHE_ENTRIES', env.LIST_CACHE_ENTRIES, 2_000),
    requestTimeoutSeconds: positiveNumber(
      'REQUEST_TIMEOUT_SECONDS',
      env.REQUEST_TIMEOUT_SECONDS,
      30,
    ),
    maxConnectionsPerAddress: wholeNumber(
      'MAX_CONNECTIONS_PER_ADDRESS',
      env.MAX_CONNECTIONS_PER_ADDRESS,
      128,
    ),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'strata:',
  };
}
