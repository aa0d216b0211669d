import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { ManualTimers } from '../state/manual-timers';
import { createThrottle } from './throttle';

describe('createThrottle', () => {
  it('given a first call, then it runs at once', () => {
    const timers = new ManualTimers();
    const refresh = vi.fn();
    const throttled = createThrottle(refresh, 2000, timers);

    throttled('a');

    expect(refresh).toHaveBeenCalledWith('a');
  });

  it('given calls inside 2 s, then one trailing call runs at 2 s with the latest arguments', () => {
    const timers = new ManualTimers();
    const refresh = vi.fn();
    const throttled = createThrottle(refresh, 2000, timers);

    throttled('a');
    timers.advance(500);
    throttled('b');
    throttled('c');
    timers.advance(1499);
    expect(refresh.mock.calls).toEqual([['a']]);
    timers.advance(1);
    expect(refresh.mock.calls).toEqual([['a'], ['c']]);
  });

  it('given a trailing call, then the next call waits another 2 s after it', () => {
    const timers = new ManualTimers();
    const refresh = vi.fn();
    const throttled = createThrottle(refresh, 2000, timers);

    throttled('a');
    throttled('b');
    timers.advance(2000);
    throttled('c');
    timers.advance(1999);
    expect(refresh.mock.calls).toEqual([['a'], ['b']]);
    timers.advance(1);
    expect(refresh.mock.calls).toEqual([['a'], ['b'], ['c']]);
  });

  it('given a quiet window, then the next call runs at once', () => {
    const timers = new ManualTimers();
    const refresh = vi.fn();
    const throttled = createThrottle(refresh, 2000, timers);

    throttled('a');
    timers.advance(2000);
    throttled('b');

    expect(refresh.mock.calls).toEqual([['a'], ['b']]);
  });

  it('given a pending trailing call, when cancelled, then it never runs', () => {
    const timers = new ManualTimers();
    const refresh = vi.fn();
    const throttled = createThrottle(refresh, 2000, timers);

    throttled('a');
    throttled('b');
    throttled.cancel();
    timers.advance(5000);

    expect(refresh.mock.calls).toEqual([['a']]);
    expect(timers.pending).toBe(0);
  });

  it('given no pending call, when cancelled, then nothing happens', () => {
    const timers = new ManualTimers();
    const refresh = vi.fn();
    const throttled = createThrottle(refresh, 2000, timers);

    throttled.cancel();
    throttled('a');

    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('given no timers, then the runtime clock ends the window', () => {
    vi.useFakeTimers();
    try {
      const refresh = vi.fn();
      const throttled = createThrottle(refresh, 2000);
      throttled();
      throttled();
      vi.advanceTimersByTime(2000);
      expect(refresh).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs at most once per 2 s and always runs the last call', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 1 }), (gaps) => {
        const timers = new ManualTimers();
        const runs: { at: number; value: number }[] = [];
        const throttled = createThrottle(
          (value: number) => {
            runs.push({ at: timers.now, value });
          },
          2000,
          timers,
        );
        gaps.forEach((gap, value) => {
          timers.advance(gap);
          throttled(value);
        });
        timers.advance(2000);
        for (let i = 1; i < runs.length; i += 1) {
          expect(runs[i]!.at - runs[i - 1]!.at).toBeGreaterThanOrEqual(2000);
        }
        expect(runs.at(-1)!.value).toBe(gaps.length - 1);
      }),
    );
  });
});
