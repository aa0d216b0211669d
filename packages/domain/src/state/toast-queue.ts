import { TOAST_DURATION_MS, TOAST_LIMIT } from '../constants/limits';
import { systemTimers } from './timers';
import type { TimerHandle } from './timers';

/** How a toast reads: green success, red error or neutral info. */
export type ToastTone = 'success' | 'error' | 'info';

/** One toast as the toast stack renders it. */
export type Toast = { id: string; tone: ToastTone; message: string };

/** Options of {@link ToastQueue}; every one has a default, the timers and ids are for tests. */
export type ToastQueueOptions = {
  /** Spec 000 §9: at most 5 toasts visible at once. */
  maxVisible?: number;
  /** Spec 000 §9: each toast stays 5 s, counted from the moment it becomes visible. */
  duration?: number;
  /** Starts a timer; defaults to the runtime's `setTimeout`. */
  setTimer?(callback: () => void, ms: number): TimerHandle;
  /** Cancels a timer; defaults to the runtime's `clearTimeout`. */
  clearTimer?(handle: TimerHandle): void;
  /** Makes a unique toast id; defaults to 'toast-1', 'toast-2', … */
  createId?(): string;
};

const EMPTY: readonly Toast[] = Object.freeze([]);

/**
 * The app's toasts, outside React: the ui's toast stack reads it through `useSyncExternalStore`.
 *
 * A toast shown while `maxVisible` toasts are already on screen waits (first in, first out) and
 * appears as soon as one leaves; nothing is dropped, so an error is never lost behind a burst of
 * success messages. A waiting toast starts its `duration` only when it becomes visible.
 * `getSnapshot()` lists visible toasts oldest first.
 */
export class ToastQueue {
  readonly #maxVisible: number;
  readonly #duration: number;
  readonly #setTimer: (callback: () => void, ms: number) => TimerHandle;
  readonly #clearTimer: (handle: TimerHandle) => void;
  readonly #createId: () => string;
  readonly #listeners = new Set<() => void>();
  readonly #timers = new Map<string, TimerHandle>();
  #visible: readonly Toast[] = EMPTY;
  #waiting: Toast[] = [];
  #count = 0;

  constructor(options: ToastQueueOptions = {}) {
    const fallback = systemTimers();
    this.#maxVisible = Math.max(1, options.maxVisible ?? TOAST_LIMIT);
    this.#duration = options.duration ?? TOAST_DURATION_MS;
    this.#setTimer = options.setTimer ?? fallback.setTimer;
    this.#clearTimer = options.clearTimer ?? fallback.clearTimer;
    this.#createId = options.createId ?? (() => `toast-${++this.#count}`);
  }

  /** Calls `listener` whenever the visible toasts change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /** The visible toasts, oldest first; the same array until something changes. */
  getSnapshot = (): readonly Toast[] => this.#visible;

  /** Queues a toast and returns its id; it shows at once unless the stack is full. */
  show({ tone, message }: { tone: ToastTone; message: string }): string {
    const toast: Toast = { id: this.#createId(), tone, message };
    if (this.#visible.length < this.#maxVisible) {
      this.#reveal([toast]);
    } else {
      this.#waiting.push(toast);
    }
    return toast.id;
  }

  /** Removes a toast, visible or waiting; a waiting one moves up to take a freed place. */
  dismiss(id: string): void {
    const waitingIndex = this.#waiting.findIndex((toast) => toast.id === id);
    if (waitingIndex >= 0) {
      this.#waiting.splice(waitingIndex, 1);
      return;
    }
    if (!this.#visible.some((toast) => toast.id === id)) return;
    this.#stopTimer(id);
    this.#visible = this.#visible.filter((toast) => toast.id !== id);
    const freed = this.#maxVisible - this.#visible.length;
    this.#reveal(this.#waiting.splice(0, freed));
  }

  /** Removes every toast, visible and waiting, and stops their timers. */
  clear(): void {
    this.#waiting = [];
    if (this.#visible.length === 0) return;
    for (const toast of this.#visible) this.#stopTimer(toast.id);
    this.#visible = EMPTY;
    this.#emit();
  }

  #reveal(toasts: Toast[]): void {
    if (toasts.length > 0) this.#visible = [...this.#visible, ...toasts];
    for (const toast of toasts) {
      this.#timers.set(
        toast.id,
        this.#setTimer(() => {
          this.#timers.delete(toast.id);
          this.dismiss(toast.id);
        }, this.#duration),
      );
    }
    this.#emit();
  }

  #stopTimer(id: string): void {
    const handle = this.#timers.get(id);
    this.#timers.delete(id);
    if (handle !== undefined) this.#clearTimer(handle);
  }

  #emit(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}
