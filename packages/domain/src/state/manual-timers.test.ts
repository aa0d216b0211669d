import { describe, expect, it } from 'vitest';
import { ManualTimers } from './manual-timers';

describe('ManualTimers', () => {
  it('given timers at 300 and 100 ms, when 300 ms pass, then they fire earliest first', () => {
    const timers = new ManualTimers();
    const fired: string[] = [];
    timers.setTimer(() => fired.push('late'), 300);
    timers.setTimer(() => fired.push('early'), 100);

    timers.advance(300);

    expect(fired).toEqual(['early', 'late']);
    expect(timers.now).toBe(300);
  });

  it('given a timer set by a firing timer, when time covers both, then both fire', () => {
    const timers = new ManualTimers();
    const fired: number[] = [];
    timers.setTimer(() => {
      fired.push(timers.now);
      timers.setTimer(() => fired.push(timers.now), 50);
    }, 100);

    timers.advance(200);

    expect(fired).toEqual([100, 150]);
  });

  it('given a cleared timer, when its time passes, then it does not fire', () => {
    const timers = new ManualTimers();
    const fired: string[] = [];
    const handle = timers.setTimer(() => fired.push('x'), 10);

    timers.clearTimer(handle);
    timers.advance(10);

    expect(fired).toEqual([]);
    expect(timers.pending).toBe(0);
  });
});
