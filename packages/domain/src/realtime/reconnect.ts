import {
  RECONNECT_INTERVAL_MS,
  RECONNECT_MAX_ATTEMPTS,
  RESTART_RETRY_MIN_MS,
} from '../constants/limits';
import type { ClientMessage, SessionEndNotice } from './messages';

/**
 * Where the connection stands:
 * - `disconnected`: not started yet (before login);
 * - `connecting`: a socket is opening;
 * - `open`: the socket is open;
 * - `waiting`: closed, a retry is scheduled;
 * - `paused`: 5 attempts failed; waits for the page to regain focus;
 * - `asleep`: closed after a long idle period; activity wakes it;
 * - `stopped`: the server closed with 3003; never reconnects;
 * - `ended`: the session ended (logout or a server notice); never reconnects.
 */
export type ConnectionStatus =
  'disconnected' | 'connecting' | 'open' | 'waiting' | 'paused' | 'asleep' | 'stopped' | 'ended';

/** The reconnect policy's state: its status, failed attempts so far, and whether it ever opened. */
export type ReconnectState = {
  status: ConnectionStatus;
  /** Consecutive closes since the last successful open, at most 5. */
  attempt: number;
  /** True once a socket has opened; later connections announce themselves as reconnects. */
  connectedBefore: boolean;
};

/** What happened: to the socket, to the page or from the server. */
export type ReconnectEvent =
  | { type: 'start' }
  | { type: 'open' }
  | { type: 'close'; code: number }
  | { type: 'retry' }
  | { type: 'idle' }
  | { type: 'activity'; kind: 'focus' | 'click' }
  | { type: 'ping' }
  | { type: 'notice'; notice: 'reload' | SessionEndNotice }
  | { type: 'stop' };

/** What the connection must do next, in order. */
export type ReconnectAction =
  | { type: 'connect'; reconnect: boolean }
  | { type: 'schedule'; delay: number }
  | { type: 'cancel-retry' }
  | { type: 'send'; message: ClientMessage }
  | { type: 'close' }
  | { type: 'reload' }
  | { type: 'end-session'; reason: SessionEndNotice };

/** The policy's answer: the next state and the actions to carry out. */
export type ReconnectStep = { state: ReconnectState; actions: ReconnectAction[] };

/** Spec 000 §4: the server closes with 3003 to stop the client reconnecting. */
export const CLOSE_STOP = 3003;

/** Spec 000 §4 (RFC 6455 'Service Restart'): retry after a random 5–14 s. */
export const CLOSE_RESTART = 1012;

/** The policy before login. */
export const INITIAL_RECONNECT_STATE: ReconnectState = {
  status: 'disconnected',
  attempt: 0,
  connectedBefore: false,
};

/** Spec 000 §4: a whole number of seconds from 5 to 14, from a `random()` in [0, 1). */
export function restartDelay(random: () => number): number {
  const value = random();
  const seconds = Number.isFinite(value) ? Math.min(9, Math.max(0, Math.floor(value * 10))) : 0;
  return RESTART_RETRY_MIN_MS + seconds * 1000;
}

const stay = (state: ReconnectState): ReconnectStep => ({ state, actions: [] });

function connect(state: ReconnectState, attempt: number, before: ReconnectAction[] = []) {
  return {
    state: { ...state, status: 'connecting' as const, attempt },
    actions: [...before, { type: 'connect' as const, reconnect: state.connectedBefore }],
  };
}

function onClose(state: ReconnectState, code: number, random: () => number): ReconnectStep {
  if (state.status !== 'open' && state.status !== 'connecting') return stay(state);
  if (code === CLOSE_STOP) return { state: { ...state, status: 'stopped' }, actions: [] };
  if (code === CLOSE_RESTART) {
    return {
      state: { ...state, status: 'waiting' },
      actions: [{ type: 'schedule', delay: restartDelay(random) }],
    };
  }
  const attempt = state.attempt + 1;
  if (attempt > RECONNECT_MAX_ATTEMPTS)
    return { state: { ...state, status: 'paused' }, actions: [] };
  return {
    state: { ...state, status: 'waiting', attempt },
    actions: [{ type: 'schedule', delay: RECONNECT_INTERVAL_MS * attempt }],
  };
}

/** The actions that take down whatever is live: the socket, or a scheduled retry. */
function teardown(state: ReconnectState, quit: boolean): ReconnectAction[] {
  if (state.status === 'waiting') return [{ type: 'cancel-retry' }];
  if (state.status === 'connecting') return [{ type: 'close' }];
  if (state.status === 'open') {
    return quit
      ? [{ type: 'send', message: { type: '/quit' } }, { type: 'close' }]
      : [{ type: 'close' }];
  }
  return [];
}

/**
 * The realtime connection policy of spec 000 §4, as a pure function: given the state, what
 * happened and a `random()` in [0, 1), the next state and the actions to carry out.
 * - A close retries after 5 s × the attempt count (5, 10, 15, 20, 25 s); after 5 failed attempts
 *   it pauses until the page regains focus, which resets the count.
 * - Close code 3003 stops for good; 1012 retries after a random 5–14 s without counting.
 * - A long idle period sends /quit and closes; activity (focus or click) reconnects.
 * - A server ping is answered with /pong; 'reload' reloads; 'logout', 'appid_invalid',
 *   'forbidden' and 'quit' end the session.
 */
export function nextReconnect(
  state: ReconnectState,
  event: ReconnectEvent,
  random: () => number,
): ReconnectStep {
  if (state.status === 'stopped' || state.status === 'ended') {
    // A socket opening after the end is closed at once; nothing else happens ever again.
    return event.type === 'open' ? { state, actions: [{ type: 'close' }] } : stay(state);
  }
  switch (event.type) {
    case 'start':
      return state.status === 'disconnected' ? connect(state, 0) : stay(state);
    case 'open':
      if (state.status !== 'connecting') return { state, actions: [{ type: 'close' }] };
      return { state: { status: 'open', attempt: 0, connectedBefore: true }, actions: [] };
    case 'close':
      return onClose(state, event.code, random);
    case 'retry':
      return state.status === 'waiting' ? connect(state, state.attempt) : stay(state);
    case 'idle':
      if (state.status === 'disconnected' || state.status === 'asleep') return stay(state);
      return { state: { ...state, status: 'asleep' }, actions: teardown(state, true) };
    case 'activity':
      if (state.status === 'asleep') return connect(state, 0);
      if (state.status === 'paused' && event.kind === 'focus') return connect(state, 0);
      return stay(state);
    case 'ping':
      return state.status === 'open'
        ? { state, actions: [{ type: 'send', message: { type: '/pong' } }] }
        : stay(state);
    case 'notice':
      if (event.notice === 'reload') return { state, actions: [{ type: 'reload' }] };
      return {
        state: { ...state, status: 'ended' },
        actions: [...teardown(state, false), { type: 'end-session', reason: event.notice }],
      };
    case 'stop':
      return { state: { ...state, status: 'ended' }, actions: teardown(state, true) };
  }
}
