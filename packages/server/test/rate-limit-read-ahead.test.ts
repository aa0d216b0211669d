import { describe, expect, it } from 'vitest';
import type { Counters } from '../src/auth/rate-counter';
import { SharedRateLimit } from '../src/http/rate-limit';
import { NOW } from './support/harness';

/**
 * ADR 0006: a key that keeps calling reserves its next block of calls before its current one runs
 * out, so its calls do not stop and wait for the shared counter; the limit still holds exactly.
 */

/** Counters in memory whose reservations answer only when the test lets them. */
function heldCounters() {
  let count = 0;
  const waiting: (() => void)[] = [];
  const counters: Counters = {
    hit: (_key, _windowMs, _now, hits = 1) =>
      new Promise((resolve) => {
        waiting.push(() => resolve((count += hits)));
      }),
    prune: async () => undefined,
    close: async () => undefined,
  };
  return {
    counters,
    /** Answers every reservation asked for so far. */
    release: () => waiting.splice(0).forEach((answer) => answer()),
    waitingCount: () => waiting.length,
  };
}

/** Calls `take` `times` times in a row; answers how many passed without waiting a tick. */
async function takeInARow(limit: SharedRateLimit, key: string, times: number) {
  let passed = 0;
  for (let n = 0; n < times; n += 1) {
    const answer = await Promise.race([
      limit.take(key, NOW),
      new Promise<'waited'>((resolve) => setImmediate(() => resolve('waited'))),
    ]);
    if (answer !== true) break;
    passed += 1;
  }
  return passed;
}

describe('the general rate limit’s reservations', () => {
  it('given a key that used a whole block, the next block is asked for before the current one runs out', async () => {
    const held = heldCounters();
    const limit = new SharedRateLimit(held.counters, 100_000);
    // The first block (a tenth of what is left, at most 1,000 calls) is waited for, once.
    const first = limit.take('k', NOW);
    expect(held.waitingCount()).toBe(1);
    held.release();
    expect(await first).toBe(true);
    expect(await takeInARow(limit, 'k', 999)).toBe(999);
    // The block is used up: the next call waits for the second reservation.
    const second = limit.take('k', NOW);
    await new Promise((resolve) => setImmediate(resolve));
    expect(held.waitingCount()).toBe(1);
    held.release();
    expect(await second).toBe(true);
    // Within the second block, a third is asked for with a quarter left, and calls go on.
    expect(await takeInARow(limit, 'k', 999)).toBe(999);
    expect(held.waitingCount()).toBe(1);
    held.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await takeInARow(limit, 'k', 500)).toBe(500);
  });

  it('given reservations read ahead, no more calls pass in a window than the limit', async () => {
    let count = 0;
    const counters: Counters = {
      hit: async (_key, _windowMs, _now, hits = 1) => (count += hits),
      prune: async () => undefined,
      close: async () => undefined,
    };
    const limit = new SharedRateLimit(counters, 5_000);
    let passed = 0;
    for (let n = 0; n < 6_000; n += 1) if (await limit.take('k', NOW)) passed += 1;
    expect(passed).toBe(5_000);
  });
});
