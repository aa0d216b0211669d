import { systemTimers } from '../state/timers';
import type { TimerHandle, Timers } from '../state/timers';
import { decodeServerMessage, encodeMessage } from './codec';
import type { DecodeFailure } from './codec';
import type { AppIdData, ClientMessage, ServerMessage, SessionEndNotice } from './messages';
import { isSessionEndNotice } from './messages';
import { INITIAL_RECONNECT_STATE, nextReconnect } from './reconnect';
import type {
  ConnectionStatus,
  ReconnectAction,
  ReconnectEvent,
  ReconnectState,
} from './reconnect';

/** What the connection needs of a socket: send a frame, close it. A browser WebSocket fits. */
export type SocketLike = { send(data: string): void; close(code?: number): void };

/** The socket's events, which the factory forwards to the connection. */
export type SocketHandlers = {
  open(): void;
  close(code: number): void;
  message(data: unknown): void;
};

/** The connection as the ui shows it: its status and who is online. */
export type RealtimeSnapshot = {
  status: ConnectionStatus;
  /** Users connected right now (spec 000 §2 'online dot'); empty while not open. */
  onlineUserIds: readonly number[];
};

/** What the connection tells the app. */
export type RealtimeEvent =
  /** Every message the server sent, typed. */
  | { type: 'message'; message: ServerMessage }
  /** A frame that could not be read; ignored otherwise. */
  | { type: 'invalid'; failure: DecodeFailure }
  /** Spec 000 §4: the server asked for a page reload. */
  | { type: 'reload' }
  /** Spec 000 §4: the server ended the session; the app signs the user out. */
  | { type: 'session-end'; reason: SessionEndNotice };

/** Options of {@link RealtimeConnection}. */
export type RealtimeConnectionOptions = {
  /** The endpoint, see `socketUrl`. */
  url: string;
  /**
   * Opens a socket and forwards its events, e.g.
   * `(url, h) => { const ws = new WebSocket(url); ws.onopen = () => h.open();
   * ws.onclose = (e) => h.close(e.code); ws.onmessage = (e) => h.message(e.data); return ws; }`.
   */
  createSocket(url: string, handlers: SocketHandlers): SocketLike;
  /** The `/appid` payload for the signed-in user; `reconnect` is filled in by the connection. */
  identify(): Omit<AppIdData, 'reconnect'>;
  /** The app's current path, announced on `connected` (spec 001 §4). */
  currentPath(): string;
  /** Timers for retries; the runtime's by default. */
  timers?: Timers;
  /** A random number in [0, 1) for the 1012 retry; `Math.random` by default. */
  random?(): number;
};

const NORMAL_CLOSURE = 1000;
// What a browser reports when a socket fails before opening (RFC 6455 §7.4.1).
const ABNORMAL_CLOSURE = 1006;

/**
 * The realtime connection of spec 000 §4 and §7: drives one socket at a time through the
 * policy of `nextReconnect`, identifies itself with `/appid` when the socket opens, announces
 * the page on `connected`, answers pings, tracks who is online and reports typed events.
 * The ui reads `subscribe`/`getSnapshot` with `useSyncExternalStore`.
 */
export class RealtimeConnection {
  readonly #options: RealtimeConnectionOptions;
  readonly #timers: Timers;
  readonly #random: () => number;
  readonly #listeners = new Set<() => void>();
  readonly #eventListeners = new Set<(event: RealtimeEvent) => void>();
  #state: ReconnectState = INITIAL_RECONNECT_STATE;
  #snapshot: RealtimeSnapshot = { status: INITIAL_RECONNECT_STATE.status, onlineUserIds: [] };
  #socket: SocketLike | undefined;
  #generation = 0;
  #reconnect = false;
  #retry: TimerHandle | undefined;

  constructor(options: RealtimeConnectionOptions) {
    this.#options = options;
    this.#timers = options.timers ?? systemTimers();
    this.#random = options.random ?? Math.random;
  }

  /** Calls `listener` whenever the snapshot changes; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /** The status and online users; the same object until something changes. */
  getSnapshot = (): RealtimeSnapshot => this.#snapshot;

  /** Calls `listener` with every event; returns the function that stops it. */
  listen(listener: (event: RealtimeEvent) => void): () => void {
    this.#eventListeners.add(listener);
    return () => {
      this.#eventListeners.delete(listener);
    };
  }

  /** Connects, after login. */
  start(): void {
    this.#dispatch({ type: 'start' });
  }

  /** Says /quit and closes for good, at logout. */
  stop(): void {
    this.#dispatch({ type: 'stop' });
  }

  /** A long idle period: says /quit and closes until activity. */
  idle(): void {
    this.#dispatch({ type: 'idle' });
  }

  /** Focus or a click: wakes an idle connection; focus also resumes after 5 failed attempts. */
  activity(kind: 'focus' | 'click'): void {
    this.#dispatch({ type: 'activity', kind });
  }

  /** Sends a message when the socket is open; returns false when it could not be sent. */
  send(message: ClientMessage): boolean {
    if (this.#state.status !== 'open' || !this.#socket) return false;
    this.#socket.send(encodeMessage(message));
    return true;
  }

  /** Tells the server which page the user is on. */
  announcePage(path: string): boolean {
    return this.send({ type: '/page', data: { path } });
  }

  #dispatch(event: ReconnectEvent): void {
    const step = nextReconnect(this.#state, event, this.#random);
    this.#state = step.state;
    this.#publish();
    for (const action of step.actions) this.#run(action);
  }

  #run(action: ReconnectAction): void {
    switch (action.type) {
      case 'connect':
        this.#connect(action.reconnect);
        return;
      case 'schedule':
        this.#retry = this.#timers.setTimer(() => {
          this.#retry = undefined;
          this.#dispatch({ type: 'retry' });
        }, action.delay);
        return;
      case 'cancel-retry':
        this.#timers.clearTimer(this.#retry);
        this.#retry = undefined;
        return;
      case 'send':
        this.#socket?.send(encodeMessage(action.message));
        return;
      case 'close':
        this.#closeSocket();
        return;
      case 'reload':
        this.#emit({ type: 'reload' });
        return;
      case 'end-session':
        this.#emit({ type: 'session-end', reason: action.reason });
        return;
    }
  }

  #connect(reconnect: boolean): void {
    const generation = ++this.#generation;
    const current = () => generation === this.#generation;
    this.#reconnect = reconnect;
    try {
      this.#socket = this.#options.createSocket(this.#options.url, {
        open: () => {
          if (current()) this.#opened();
        },
        close: (code) => {
          if (!current()) return;
          this.#socket = undefined;
          this.#generation += 1;
          this.#publish([]);
          this.#dispatch({ type: 'close', code });
        },
        message: (data) => {
          if (current()) this.#receive(data);
        },
      });
    } catch {
      // An unusable URL throws at once; it counts as a failed attempt like any other.
      this.#socket = undefined;
      this.#generation += 1;
      this.#dispatch({ type: 'close', code: ABNORMAL_CLOSURE });
    }
  }

  #opened(): void {
    this.#dispatch({ type: 'open' });
    this.send({
      type: '/appid',
      data: { ...this.#options.identify(), reconnect: this.#reconnect },
    });
  }

  #closeSocket(): void {
    const socket = this.#socket;
    this.#socket = undefined;
    this.#generation += 1;
    this.#publish([]);
    socket?.close(NORMAL_CLOSURE);
  }

  #receive(data: unknown): void {
    const decoded = decodeServerMessage(data);
    if (!decoded.ok) {
      this.#emit({ type: 'invalid', failure: decoded.failure });
      return;
    }
    const message = decoded.message;
    const online = this.#snapshot.onlineUserIds;
    this.#emit({ type: 'message', message });
    switch (message.type) {
      case 'connected':
        this.announcePage(this.#options.currentPath());
        return;
      case 'users':
        this.#publish([...new Set(message.data)]);
        return;
      case 'new_user':
        if (!online.includes(message.data.id)) this.#publish([...online, message.data.id]);
        return;
      case 'remove_user':
        this.#publish(online.filter((id) => id !== message.data.id));
        return;
      case 'ping':
        this.#dispatch({ type: 'ping' });
        return;
      case 'reload':
        this.#dispatch({ type: 'notice', notice: 'reload' });
        return;
      default:
        if (isSessionEndNotice(message.type)) {
          this.#dispatch({ type: 'notice', notice: message.type });
        }
    }
  }

  #publish(onlineUserIds: readonly number[] = this.#snapshot.onlineUserIds): void {
    const { status } = this.#state;
    const same =
      status === this.#snapshot.status &&
      onlineUserIds.length === this.#snapshot.onlineUserIds.length &&
      onlineUserIds.every((id, index) => id === this.#snapshot.onlineUserIds[index]);
    if (same) return;
    this.#snapshot = { status, onlineUserIds };
    for (const listener of [...this.#listeners]) listener();
  }

  #emit(event: RealtimeEvent): void {
    for (const listener of [...this.#eventListeners]) listener(event);
  }
}
