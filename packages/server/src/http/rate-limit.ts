import type { FastifyInstance } from 'fastify';
import { windowStart, type Counters } from '../auth/rate-counter';
import { HttpError } from './errors';
import { HTTP_MESSAGES } from './messages';
import fp from './plugin';

const MINUTE = 60_000;
/** Counters are pruned every this many requests (a day's windows are the longest kept). */
const PRUNE_EVERY = 1000;

/**
 * The general rate limit (issue 15 §2): RATE_LIMIT_PER_MINUTE /api calls a minute per signed-in
 * user (the session the authentication hook verified), or per client address without one, so a
 * made-up token is counted by its address. The counters live in the database (or Redis), so every
 * instance counts against one limit. Register it after `authentication`.
 */
export const rateLimit = fp(
  async (
    app: FastifyInstance,
    options: { counters: Counters; now: () => Date; perMinute: number },
  ) => {
    let requests = 0;
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const now = options.now();
      const key = request.actor ? `api:user:${request.actor.user.id}` : `api:ip:${request.ip}`;
      const count = await options.counters.hit(key, MINUTE, now);
      requests += 1;
      if (requests % PRUNE_EVERY === 0)
        await options.counters.prune(new Date(now.getTime() - 24 * 60 * MINUTE));
      if (count > options.perMinute) {
        const reset = windowStart(now, MINUTE).getTime() + MINUTE;
        void reply.header('retry-after', String(Math.ceil((reset - now.getTime()) / 1000)));
        throw new HttpError(429, HTTP_MESSAGES.rateLimit);
      }
    });
  },
);
