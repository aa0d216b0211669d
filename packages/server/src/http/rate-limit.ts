import type { FastifyInstance } from 'fastify';
import { windowStart, type Counters } from '../auth/rate-counter';
import { HttpError } from './errors';
import { HTTP_MESSAGES } from './messages';
import fp from './plugin';

const MINUTE = 60_000;
/** Counters are pruned every this many reservations (a day's windows are the longest kept). */
const PRUNE_EVERY = 1000;
/** A reservation takes at most this share of what is left of the limit, and this many calls. */
const LEASE_SHARE = 10;
const LEASE_MAX = 1000;
/**
 * A key that has used a whole block in this window reserves its next one, without waiting, once
 * this share of the current block is left: busy callers then never wait for the counter.
 */
const READ_AHEAD_SHARE = 4;

/** Calls of one key this instance reserved in the shared counter's current window. */
type Lease = {
  window: number;
  /** Reserved calls not used yet. */
  left: number;
  /** The shared count after this instance's last reservation. */
  counted: number;
  /** The window's limit is reached: refuse without asking the database again. */
  full: boolean;
  /** The reservation under way, which other calls of the key wait for. */
  pending: Promise<void> | null;
  /** Reservations made in this window, and the size of the last one asked for. */
  reservations: number;
  size: number;
};

/**
 * The general rate limit's counters (ADR 0006), shared by every instance over the database
 * without a write per call: an instance reserves a block of calls in the shared counter
 * and lets them through from memory until the block is used. A block is a tenth of what the
 * counter has left (at most 50), so it shrinks to one call as the limit nears: no more than
 * `perMinute` calls pass in a window, whatever the instances, and a client is refused early by at
 * most what other instances still hold unused of their last, small, blocks.
 */
export class SharedRateLimit {
  private leases = new Map<string, Lease>();
  private window = 0;
  private reservations = 0;

  constructor(
    private readonly counters: Counters,
    private readonly perMinute: number,
  ) {}

  /** Counts one call of `key` at `now`; answers whether it stays within the limit. */
  async take(key: string, now: Date): Promise<boolean> {
    const window = windowStart(now, MINUTE).getTime();
    if (window !== this.window) {
      // Leases of ended windows are worthless: drop them rather than keep every key ever seen.
      this.leases.clear();
      this.window = window;
    }
    let lease = this.leases.get(key);
    if (!lease || lease.window !== window) {
      lease = { window, left: 0, counted: 0, full: false, pending: null, reservations: 0, size: 0 };
      this.leases.set(key, lease);
    }
    for (;;) {
      if (lease.left > 0) {
        lease.left -= 1;
        if (
          lease.reservations >= 2 &&
          lease.left * READ_AHEAD_SHARE <= lease.size &&
          lease.left > 0 &&
          !lease.full &&
          !lease.pending
        ) {
          // Read ahead: a failure shows on the next call that has to wait for it.
          void this.#startReserving(key, lease, now).catch(() => undefined);
        }
        return true;
      }
      if (lease.full) return false;
      await (lease.pending ?? this.#startReserving(key, lease, now));
    }
  }

  #startReserving(key: string, lease: Lease, now: Date): Promise<void> {
    lease.pending = this.reserve(key, lease, now).finally(() => {
      lease.pending = null;
    });
    return lease.pending;
  }

  private async reserve(key: string, lease: Lease, now: Date): Promise<void> {
    const size = Math.min(
      LEASE_MAX,
      Math.max(1, Math.floor((this.perMinute - lease.counted) / LEASE_SHARE)),
    );
    lease.size = size;
    lease.reservations += 1;
    const counted = await this.counters.hit(key, MINUTE, now, size);
    const granted = Math.min(size, Math.max(0, this.perMinute - (counted - size)));
    lease.counted = counted;
    lease.left += granted;
    // Counts only rise within a window: once the limit is reached, it stays reached.
    lease.full = counted >= this.perMinute;
    this.reservations += 1;
    if (this.reservations % PRUNE_EVERY === 0)
      await this.counters.prune(new Date(now.getTime() - 24 * 60 * MINUTE));
  }
}

/**
 * The general rate limit (ADR 0006): RATE_LIMIT_PER_MINUTE /api calls a minute per signed-in
 * user (the session the authentication hook verified), or per client address without one, so a
 * made-up token is counted by its address. The counters live in the database (or Redis with
 * REDIS_URL), so every instance counts against one limit (see SharedRateLimit). Register it after `authentication`.
 */
export const rateLimit = fp(
  async (
    app: FastifyInstance,
    options: { counters: Counters; now: () => Date; perMinute: number },
  ) => {
    const limit = new SharedRateLimit(options.counters, options.perMinute);
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const now = options.now();
      const key = request.actor ? `api:user:${request.actor.user.id}` : `api:ip:${request.ip}`;
      if (!(await limit.take(key, now))) {
        const reset = windowStart(now, MINUTE).getTime() + MINUTE;
        void reply.header('retry-after', String(Math.ceil((reset - now.getTime()) / 1000)));
        throw new HttpError(429, HTTP_MESSAGES.rateLimit);
      }
    });
  },
);
