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
 * over the same database) each see a different count and never more than the limit pass (issue
 * 15 §2, §3).
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
export async function overLimit(db: Executor, limits: RateLimit[], now: Date): Promise<boolean> {
  let over = false;
  for (const limit of limits) {
    if ((await hit(db, limit.key, limit.windowMs, now)) > limit.max) over = true;
  }
  return over;
}

/** Drops the counters of windows that ended before `before` (a day's windows are the longest). */
export async function pruneCounters(db: Executor, before: Date): Promise<void> {
  await db.delete(rateCounters).where(lt(rateCounters.windowStart, before));
}
