import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_RECONNECT_STATE,
  nextReconnect,
  restartDelay,
  type ReconnectEvent,
  type ReconnectState,
} from './reconnect';

const never = () => {
  throw new Error('random() must not be used here');
};

const open: ReconnectState = { status: 'open', attempt: 0, connectedBefore: true };
const waiting = (attempt: number): ReconnectState => ({
  status: 'waiting',
  attempt,
  connectedBefore: true,
});
const connecting = (attempt: number): ReconnectState => ({
  status: 'connecting',
  attempt,
  connectedBefore: true,
});

describe('nextReconnect', () => {
  it('given a fresh policy, when started, then it connects as a first connection', () => {
    expect(nextReconnect(INITIAL_RECONNECT_STATE, { type: 'start' }, never)).toEqual({
      state: { status: 'connecting', attempt: 0, connectedBefore: false },
      actions: [{ type: 'connect', reconnect: false }],
    });
  });

  it('given a connecting socket, when it opens, then it is open and the count is reset', () => {
    expect(nextReconnect(connecting(3), { type: 'open' }, never)).toEqual({
      state: { status: 'open', attempt: 0, connectedBefore: true },
      actions: [],
    });
  });

  it('given an open socket, when it closes, then it retries after 5 s', () => {
    expect(nextReconnect(open, { type: 'close', code: 1006 }, never)).toEqual({
      state: waiting(1),
      actions: [{ type: 'schedule', delay: 5000 }],
    });
  });

  it('given the third failed attempt, when it closes, then it retries after 15 s', () => {
    expect(nextReconnect(connecting(2), { type: 'close', code: 1006 }, never)).toEqual({
      state: waiting(3),
      actions: [{ type: 'schedule', delay: 15000 }],
    });
  });

  it('given a scheduled retry, when the timer fires, then it connects as a reconnect', () => {
    expect(nextReconnect(waiting(2), { type: 'retry' }, never)).toEqual({
      state: connecting(2),
      actions: [{ type: 'connect', reconnect: true }],
    });
  });

  it('given 5 failed attempts, when the 6th closes, then it pauses without retrying', () => {
    expect(nextReconnect(connecting(5), { type: 'close', code: 1006 }, never)).toEqual({
      state: { status: 'paused', attempt: 5, connectedBefore: true },
      actions: [],
    });
  });

  it('given a paused policy, when the page regains focus, then the count resets and it connects', () => {
    const paused: ReconnectState = { status: 'paused', attempt: 5, connectedBefore: true };

    expect(nextReconnect(paused, { type: 'activity', kind: 'focus' }, never)).toEqual({
      state: connecting(0),
      actions: [{ type: 'connect', reconnect: true }],
    });
  });

  it('given a paused policy, when the user clicks, then it stays paused', () => {
    const paused: ReconnectState = { status: 'paused', attempt: 5, connectedBefore: true };

    expect(nextReconnect(paused, { type: 'activity', kind: 'click' }, never).state).toBe(paused);
  });

  it('given close code 3003, then it stops and nothing reconnects it', () => {
    const { state, actions } = nextReconnect(open, { type: 'close', code: 3003 }, never);

    expect(state.status).toBe('stopped');
    expect(actions).toEqual([]);
    for (const event of [
      { type: 'start' },
      { type: 'retry' },
      { type: 'activity', kind: 'focus' },
      { type: 'activity', kind: 'click' },
    ] satisfies ReconnectEvent[]) {
      expect(nextReconnect(state, event, never)).toEqual({ state, actions: [] });
    }
  });

  it('given close code 1012 and random 0, then it retries after 5 s without counting', () => {
    expect(nextReconnect(open, { type: 'close', code: 1012 }, () => 0)).toEqual({
      state: { ...open, status: 'waiting' },
      actions: [{ type: 'schedule', delay: 5000 }],
    });
  });

  it('given close code 1012 and random 0.999, then it retries after 14 s', () => {
    expect(nextReconnect(open, { type: 'close', code: 1012 }, () => 0.999).actions).toEqual([
      { type: 'schedule', delay: 14000 },
    ]);
  });

  it('given an open socket, when the user is idle long, then it sends /quit and closes', () => {
    expect(nextReconnect(open, { type: 'idle' }, never)).toEqual({
      state: { ...open, status: 'asleep' },
      actions: [{ type: 'send', message: { type: '/quit' } }, { type: 'close' }],
    });
  });

  it('given a scheduled retry, when the user is idle long, then the retry is cancelled', () => {
    expect(nextReconnect(waiting(2), { type: 'idle' }, never)).toEqual({
      state: { ...waiting(2), status: 'asleep' },
      actions: [{ type: 'cancel-retry' }],
    });
  });

  it('given a connecting socket, when the user is idle long, then the socket is closed', () => {
    expect(nextReconnect(connecting(1), { type: 'idle' }, never).actions).toEqual([
      { type: 'close' },
    ]);
  });

  it('given an asleep connection, when its own close arrives, then it stays asleep', () => {
    const asleep: ReconnectState = { ...open, status: 'asleep' };

    expect(nextReconnect(asleep, { type: 'close', code: 1000 }, never)).toEqual({
      state: asleep,
      actions: [],
    });
  });

  it('given an asleep connection, when the user clicks, then it reconnects', () => {
    const asleep: ReconnectState = { ...open, status: 'asleep' };

    expect(nextReconnect(asleep, { type: 'activity', kind: 'click' }, never)).toEqual({
      state: connecting(0),
      actions: [{ type: 'connect', reconnect: true }],
    });
  });

  it('given an asleep or unstarted connection, when idle again, then nothing happens', () => {
    const asleep: ReconnectState = { ...open, status: 'asleep' };

    expect(nextReconnect(asleep, { type: 'idle' }, never)).toEqual({ state: asleep, actions: [] });
    expect(nextReconnect(INITIAL_RECONNECT_STATE, { type: 'idle' }, never).actions).toEqual([]);
  });

  it('given an open socket, when the server pings, then it answers /pong', () => {
    expect(nextReconnect(open, { type: 'ping' }, never)).toEqual({
      state: open,
      actions: [{ type: 'send', message: { type: '/pong' } }],
    });
  });

  it('given no open socket, when a ping is reported, then nothing is sent', () => {
    expect(nextReconnect(waiting(1), { type: 'ping' }, never).actions).toEqual([]);
  });

  it('given a reload notice, then the page reloads and the state is kept', () => {
    expect(nextReconnect(open, { type: 'notice', notice: 'reload' }, never)).toEqual({
      state: open,
      actions: [{ type: 'reload' }],
    });
  });

  it.each(['logout', 'appid_invalid', 'forbidden', 'quit'] as const)(
    'given a %s notice, then the socket closes and the session ends',
    (notice) => {
      expect(nextReconnect(open, { type: 'notice', notice }, never)).toEqual({
        state: { ...open, status: 'ended' },
        actions: [{ type: 'close' }, { type: 'end-session', reason: notice }],
      });
    },
  );

  it('given an open socket, when the app stops it at logout, then it says /quit and closes', () => {
    expect(nextReconnect(open, { type: 'stop' }, never)).toEqual({
      state: { ...open, status: 'ended' },
      actions: [{ type: 'send', message: { type: '/quit' } }, { type: 'close' }],
    });
  });

  it('given an ended session, when a late socket opens, then it is closed at once', () => {
    const ended: ReconnectState = { ...open, status: 'ended' };

    expect(nextReconnect(ended, { type: 'open' }, never)).toEqual({
      state: ended,
      actions: [{ type: 'close' }],
    });
  });

  it('given an asleep connection, when a stale socket opens, then it is closed', () => {
    const asleep: ReconnectState = { ...open, status: 'asleep' };

    expect(nextReconnect(asleep, { type: 'open' }, never)).toEqual({
      state: asleep,
      actions: [{ type: 'close' }],
    });
  });

  it('given a started connection, when started again or a stray retry fires, then nothing happens', () => {
    expect(nextReconnect(open, { type: 'start' }, never)).toEqual({ state: open, actions: [] });
    expect(nextReconnect(open, { type: 'retry' }, never)).toEqual({ state: open, actions: [] });
  });

  it('given an open socket, when the user is active, then nothing happens', () => {
    expect(nextReconnect(open, { type: 'activity', kind: 'focus' }, never)).toEqual({
      state: open,
      actions: [],
    });
  });
});

describe('restartDelay', () => {
  it('given random values out of range or not numbers, then the delay stays within 5–14 s', () => {
    expect(restartDelay(() => 1)).toBe(14000);
    expect(restartDelay(() => -3)).toBe(5000);
    expect(restartDelay(() => Number.NaN)).toBe(5000);
  });
});

const eventArb: fc.Arbitrary<ReconnectEvent> = fc.oneof(
  fc.constant({ type: 'start' as const }),
  fc.constant({ type: 'open' as const }),
  fc.record({
    type: fc.constant('close' as const),
    code: fc.constantFrom(1000, 1001, 1006, 1011, 1012, 3003, 4000),
  }),
  fc.constant({ type: 'retry' as const }),
  fc.constant({ type: 'idle' as const }),
  fc.record({ type: fc.constant('activity' as const), kind: fc.constantFrom('focus', 'click') }),
  fc.constant({ type: 'ping' as const }),
  fc.record({
    type: fc.constant('notice' as const),
    notice: fc.constantFrom('reload', 'logout', 'appid_invalid', 'forbidden', 'quit'),
  }),
);

describe('nextReconnect properties', () => {
  it('schedules 5000 × attempt (attempt 1–5), or 5–14 s after 1012', () => {
    fc.assert(
      fc.property(
        fc.array(eventArb, { maxLength: 80 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (events, r) => {
          let state = INITIAL_RECONNECT_STATE;
          for (const event of events) {
            const step = nextReconnect(state, event, () => r);
            for (const action of step.actions) {
              if (action.type !== 'schedule') continue;
              if (event.type === 'close' && event.code === 1012) {
                expect(action.delay).toBeGreaterThanOrEqual(5000);
                expect(action.delay).toBeLessThanOrEqual(14000);
                expect(action.delay % 1000).toBe(0);
              } else {
                expect(step.state.attempt).toBeGreaterThanOrEqual(1);
                expect(step.state.attempt).toBeLessThanOrEqual(5);
                expect(action.delay).toBe(5000 * step.state.attempt);
              }
            }
            state = step.state;
          }
        },
      ),
    );
  });

  it('never connects or schedules again after close code 3003', () => {
    fc.assert(
      fc.property(fc.array(eventArb), fc.array(eventArb), (before, after) => {
        let state = INITIAL_RECONNECT_STATE;
        for (const event of [...before, { type: 'start' as const }, { type: 'open' as const }]) {
          state = nextReconnect(state, event, Math.random).state;
        }
        if (state.status !== 'open') return;
        state = nextReconnect(state, { type: 'close', code: 3003 }, Math.random).state;
        for (const event of after) {
          const step = nextReconnect(state, event, Math.random);
          expect(step.actions.filter((a) => a.type === 'connect' || a.type === 'schedule')).toEqual(
            [],
          );
          expect(step.state.status).toBe('stopped');
          state = step.state;
        }
      }),
    );
  });

  it('keeps the attempt count between 0 and 5', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 100 }), (events) => {
        let state = INITIAL_RECONNECT_STATE;
        for (const event of events) {
          state = nextReconnect(state, event, () => 0.5).state;
          expect(state.attempt).toBeGreaterThanOrEqual(0);
          expect(state.attempt).toBeLessThanOrEqual(5);
        }
      }),
    );
  });
});
