import type { TimerHandle, Timers } from './timers';

type Scheduled = { id: number; at: number; callback: () => void };

/**
 * Timers that move only when told to: for unit tests and for stories that must not change
 * while a screenshot is taken. `advance(ms)` runs every timer due within that time, in order.
 */
export class ManualTimers implements Timers {
  #now = 0;
  #nextId = 1;
  #scheduled: Scheduled[] = [];

  /** Milliseconds advanced so far. */
  get now(): number {
    return this.#now;
  }

  /** How many timers are waiting to fire. */
  get pending(): number {
    return this.#scheduled.length;
  }

  /** Schedules `callback` at `now + ms`. */
  setTimer = (callback: () => void, ms: number): TimerHandle => {
    const id = this.#nextId++;
    this.#scheduled.push({ id, at: this.#now + Math.max(0, ms), callback });
    return id;
  };

  /** Cancels a timer; unknown handles are ignored, as `clearTimeout` does. */
  clearTimer = (handle: TimerHandle): void => {
    this.#scheduled = this.#scheduled.filter((timer) => timer.id !== handle);
  };

  /** Moves time forward by `ms`, firing due timers (earliest first, then in creation order). */
  advance(ms: number): void {
    const end = this.#now + ms;
    for (;;) {
      const due = this.#scheduled
        .filter((timer) => timer.at <= end)
        .sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.#scheduled = this.#scheduled.filter((timer) => timer !== due);
      this.#now = due.at;
      due.callback();
    }
    this.#now = end;
  }
}
