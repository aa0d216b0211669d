/** An opaque handle returned by `setTimer` and handed back to `clearTimer`. */
export type TimerHandle = unknown;

/**
 * The two timer functions the stateful classes need, passed in so tests control time.
 * Declared as methods so the browser's and Node's `setTimeout`/`clearTimeout` both fit.
 */
export type Timers = {
  /** Runs `callback` once after `ms` milliseconds. */
  setTimer(callback: () => void, ms: number): TimerHandle;
  /** Cancels a timer that has not fired yet. */
  clearTimer(handle: TimerHandle): void;
};

type TimerHost = {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
};

/**
 * The runtime's own timers. The domain's lib has no DOM, so `setTimeout` is reached through
 * `globalThis`; every JavaScript runtime this product targets (browsers, Node) provides it.
 */
export function systemTimers(): Timers {
  const host = globalThis as unknown as TimerHost;
  return {
    setTimer: (callback, ms) => host.setTimeout(callback, ms),
    clearTimer: (handle) => host.clearTimeout(handle),
  };
}
