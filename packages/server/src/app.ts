import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db/database';

export const VERSION = '0.1.0';

/** The SPA routes the dashboard owns; anything else unknown is a 404. */
const spaPrefixes = ['/d/', '/visitors/'];

export type BuildOptions = {
  config: Pick<ServerConfig, 'staticDir' | 'logLevel'>;
  db: Database;
  logger?: boolean;
};

/** Builds the one-origin server: API under /api, health at /healthz, the dashboard elsewhere. */
export async function buildServer({
  config,
  db,
  logger = true,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: 11 * 1024 * 1024,
  });

  app.get('/healthz', async (_request, reply) => {
    try {
      await db.query('select 1');
      return {
        status: 'ok',
        database: db.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
        version: VERSION,
      };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable', error: 'The database did not answer' });
    }
  });

  const hasApp = existsSync(path.join(config.staticDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      wildcard: false,
      index: 'index.html',
    });
  } else {
    app.log.warn({ staticDir: config.staticDir }, 'no built dashboard found; run `pnpm build:app`');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      request.method === 'GET' && (url === '/' || spaPrefixes.some((p) => url.startsWith(p)));
    if (hasApp && isPage) return reply.type('text/html').sendFile('index.html');
    if (url.startsWith('/api/')) return reply.code(404).send({ error: 'Not found' });
    return reply.code(404).type('text/plain').send('Not found');
  });

  return app;
}
