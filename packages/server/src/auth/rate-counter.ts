import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { rateCounters } from '../db/schema';

/** One limit: at most `max` hits of `key` in a fixed window of `windowMs`. */
export type RateLimit = { key: string; max: number; windowMs: number };

/** The start of the fixed window of `windowMs` that `now` falls in. */
export function windowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/**
 * Counts `hits` (one unless reserving several) of `key` in its current window and answers the
 * count including them. One upsert raises the counter, so simultaneous requests (on any instance
 * over the same database) each see a different count and never more than the limit pass
 * (ADR 0006).
 */
export async function hit(
  db: Executor,
  key: string,
  windowMs: number,
  now: Date,
  hits = 1,
): Promise<number> {
  const start = windowStart(now, windowMs);
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart: start, hits })
    .onConflictDoUpdate({
      target: [rateCounters.key, rateCounters.windowStart],
      set: { hits: sql`${rateCounters.hits} + ${hits}` },
    })
    .returning({ hits: rateCounters.hits });
  return row!.hits;
}

/** Counts a hit on every limit; answers whether any of them is now past its maximum. */
export async function overLimit(
  counters: Counters,
  limits: RateLimit[],
  now: Date,
): Promise<boolean> {
  let over = false;
  for (const limit of limits) {
    if ((await counters.hit(limit.key, limit.windowMs, now)) > limit.max) over = true;
  }
  return over;
}

/** Drops the counters of windows that ended before `before` (a day's windows are the longest). */
export async function pruneCounters(db: Executor, before: Date): Promise<void> {
  await db.delete(rateCounters).where(lt(rateCounters.windowStart, before));
}

/**
 * Where the limits count their hits: the database (`rate_counters`), or Redis when REDIS_URL is set
 * (see redis-counters.ts). Either way every instance counts against one limit.
 */
export type Counters = {
  /**
   * Counts `hits` (one unless reserving several) of `key` in its current window of `windowMs`;
   * answers the count including them.
   */
  hit(key: string, windowMs: number, now: Date, hits?: number): Promise<number>;
  /** Drops counters of windows that ended before `before` (Redis expires its own). */
  prune(before: Date): Promise<void>;
  close(): Promise<void>;
};

/** The counters in the database's `rate_counters` table. */
export function databaseCounters(db: Executor): Counters {
  return {
    hit: (key, windowMs, now, hits) => hit(db, key, windowMs, now, hits),
    prune: (before) => pruneCounters(db, before),
    close: async () => {},
  };
}
