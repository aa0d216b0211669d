import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { ManualTimers } from './manual-timers';
import { ToastQueue } from './toast-queue';

function createQueue(timers = new ManualTimers()) {
  let next = 0;
  const queue = new ToastQueue({
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
    createId: () => `t${++next}`,
  });
  return { queue, timers };
}

const messages = (queue: ToastQueue) => queue.getSnapshot().map((toast) => toast.message);

describe('ToastQueue', () => {
  it('given an empty queue, when a toast is shown, then it is visible with its tone and id', () => {
    const { queue } = createQueue();

    const id = queue.show({ tone: 'success', message: 'Changes has been saved' });

    expect(id).toBe('t1');
    expect(queue.getSnapshot()).toEqual([
      { id: 't1', tone: 'success', message: 'Changes has been saved' },
    ]);
  });

  it('given a visible toast, when 5 s pass, then it leaves', () => {
    const { queue, timers } = createQueue();
    queue.show({ tone: 'info', message: 'You are offline' });

    timers.advance(4999);
    expect(messages(queue)).toEqual(['You are offline']);
    timers.advance(1);
    expect(messages(queue)).toEqual([]);
  });

  it('given 5 visible toasts, when a 6th is shown, then it waits off screen', () => {
    const { queue } = createQueue();
    for (const n of [1, 2, 3, 4, 5]) queue.show({ tone: 'info', message: `m${n}` });

    queue.show({ tone: 'error', message: 'm6' });

    expect(messages(queue)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
  });

  it('given a waiting toast, when a visible one is dismissed, then the waiting one appears last', () => {
    const { queue } = createQueue();
    for (const n of [1, 2, 3, 4, 5]) queue.show({ tone: 'info', message: `m${n}` });
    queue.show({ tone: 'error', message: 'm6' });

    queue.dismiss('t2');

    expect(messages(queue)).toEqual(['m1', 'm3', 'm4', 'm5', 'm6']);
  });

  it('given a waiting toast, when it appears, then its 5 s start from that moment', () => {
    const { queue, timers } = createQueue();
    for (const n of [1, 2, 3, 4, 5]) queue.show({ tone: 'info', message: `m${n}` });
    timers.advance(3000);
    queue.show({ tone: 'error', message: 'm6' });

    timers.advance(2000);
    expect(messages(queue)).toEqual(['m6']);
    timers.advance(4999);
    expect(messages(queue)).toEqual(['m6']);
    timers.advance(1);
    expect(messages(queue)).toEqual([]);
  });

  it('given a waiting toast, when it is dismissed, then it never appears', () => {
    const { queue, timers } = createQueue();
    for (const n of [1, 2, 3, 4, 5]) queue.show({ tone: 'info', message: `m${n}` });
    const waiting = queue.show({ tone: 'error', message: 'm6' });

    queue.dismiss(waiting);
    timers.advance(5000);

    expect(messages(queue)).toEqual([]);
  });

  it('given a dismissed toast, then its timer is cancelled', () => {
    const { queue, timers } = createQueue();
    const id = queue.show({ tone: 'info', message: 'm1' });

    queue.dismiss(id);

    expect(timers.pending).toBe(0);
  });

  it('given an unknown id, when dismissed, then nothing changes and nobody is told', () => {
    const { queue } = createQueue();
    queue.show({ tone: 'info', message: 'm1' });
    const before = queue.getSnapshot();
    const listener = vi.fn();
    queue.subscribe(listener);

    queue.dismiss('nope');

    expect(queue.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('given no change, then the snapshot is the same array reference', () => {
    const { queue } = createQueue();
    queue.show({ tone: 'info', message: 'm1' });

    expect(queue.getSnapshot()).toBe(queue.getSnapshot());
  });

  it('given a subscriber, when a toast is shown and leaves, then it is told twice', () => {
    const { queue, timers } = createQueue();
    const listener = vi.fn();
    queue.subscribe(listener);

    queue.show({ tone: 'info', message: 'm1' });
    timers.advance(5000);

    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('given an unsubscribed listener, when a toast is shown, then it is not told', () => {
    const { queue } = createQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);

    unsubscribe();
    queue.show({ tone: 'info', message: 'm1' });

    expect(listener).not.toHaveBeenCalled();
  });

  it('given visible and waiting toasts, when cleared, then none remain and no timer runs', () => {
    const { queue, timers } = createQueue();
    for (const n of [1, 2, 3, 4, 5, 6]) queue.show({ tone: 'info', message: `m${n}` });

    queue.clear();

    expect(queue.getSnapshot()).toEqual([]);
    expect(timers.pending).toBe(0);
    timers.advance(10_000);
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('given an empty queue, when cleared, then nobody is told', () => {
    const { queue } = createQueue();
    const listener = vi.fn();
    queue.subscribe(listener);

    queue.clear();

    expect(listener).not.toHaveBeenCalled();
  });

  it('given custom limits, then they replace 5 toasts and 5 s', () => {
    const timers = new ManualTimers();
    const queue = new ToastQueue({
      maxVisible: 2,
      duration: 1000,
      setTimer: timers.setTimer,
      clearTimer: timers.clearTimer,
    });
    queue.show({ tone: 'info', message: 'm1' });
    queue.show({ tone: 'info', message: 'm2' });
    queue.show({ tone: 'info', message: 'm3' });

    expect(messages(queue)).toEqual(['m1', 'm2']);
    timers.advance(1000);
    expect(messages(queue)).toEqual(['m3']);
  });

  it('given no id factory, then ids are toast-1, toast-2 and so on', () => {
    const timers = new ManualTimers();
    const queue = new ToastQueue({ setTimer: timers.setTimer, clearTimer: timers.clearTimer });

    expect(queue.show({ tone: 'info', message: 'a' })).toBe('toast-1');
    expect(queue.show({ tone: 'info', message: 'b' })).toBe('toast-2');
  });

  it('given no timers, then the runtime clock removes the toast after 5 s', () => {
    vi.useFakeTimers();
    try {
      const queue = new ToastQueue();
      queue.show({ tone: 'success', message: 'Hello Aisyah!' });
      vi.advanceTimersByTime(5000);
      expect(queue.getSnapshot()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('given no timers, when a toast is dismissed early, then the runtime timer is cleared', () => {
    vi.useFakeTimers();
    try {
      const queue = new ToastQueue();
      const id = queue.show({ tone: 'success', message: 'Hello Aisyah!' });
      queue.dismiss(id);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never shows more than 5 toasts, and every toast leaves in the end', () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant('show' as const), message: fc.string() }),
      fc.record({ kind: fc.constant('dismiss' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 2000 }) }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        const { queue, timers } = createQueue();
        const ids: string[] = [];
        for (const step of actions) {
          if (step.kind === 'show') ids.push(queue.show({ tone: 'info', message: step.message }));
          if (step.kind === 'dismiss' && ids.length > 0)
            queue.dismiss(ids[step.pick % ids.length]!);
          if (step.kind === 'wait') timers.advance(step.ms);
          expect(queue.getSnapshot().length).toBeLessThanOrEqual(5);
        }
        timers.advance(5000 * (ids.length + 1));
        expect(queue.getSnapshot()).toEqual([]);
      }),
    );
  });
});
