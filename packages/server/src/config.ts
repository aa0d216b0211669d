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
  /** DATA_DIR: where PGlite, uploads and the mail outbox live. */
  dataDir: string;
  /** STATIC_DIR: the built dashboard to serve. */
  staticDir: string;
  /** LOG_LEVEL: pino's level. */
  logLevel: string;
};

const here = path.dirname(fileURLToPath(import.meta.url));

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST ?? 'localhost',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    // dist/main.js sits in packages/server/dist; the app builds to packages/app/dist.
    staticDir: path.resolve(env.STATIC_DIR ?? path.join(here, '../../app/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
