import { systemTimers } from '../state/timers';
import type { TimerHandle, Timers } from '../state/timers';

/** A throttled function: call it freely; `cancel()` drops a pending trailing call. */
export type Throttled<A extends unknown[]> = ((...args: A) => void) & { cancel(): void };

/**
 * Runs `fn` at most once per `wait` ms (spec 000 §7: the bubble refresh, once per 2 s). The
 * first call runs at once; calls inside the window are folded into one trailing call with the
 * latest arguments, run when the window ends, so the last change is never lost.
 */
export function createThrottle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  timers: Timers = systemTimers(),
): Throttled<A> {
  let window: TimerHandle | undefined;
  let pending: A | undefined;

  const open = () => {
    window = timers.setTimer(() => {
      window = undefined;
      if (pending) {
        const args = pending;
        pending = undefined;
        open();
        fn(...args);
      }
    }, wait);
  };

  const throttled = (...args: A) => {
    if (window !== undefined) {
      pending = args;
      return;
    }
    open();
    fn(...args);
  };

  return Object.assign(throttled, {
    cancel() {
      if (window !== undefined) timers.clearTimer(window);
      window = undefined;
      pending = undefined;
    },
  });
}
