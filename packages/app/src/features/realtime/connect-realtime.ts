import {
  BUBBLE_THROTTLE_MS,
  createThrottle,
  RealtimeConnection,
  systemTimers,
  type RealtimeConnectionOptions,
  type SessionEndNotice,
  type Timers,
} from '@strata/domain';
import { isIgnoredScriptError, reportFromErrorEvent, reportFromRejection } from './script-errors';
import type { InboxNotice } from './system-notification';

/** No click, key or focus for this long counts as the long idle period of spec 000 §4. */
export const IDLE_AFTER_MS = 30 * 60 * 1000;

/** The page events the connection listens to: `window` in the browser. */
export type RealtimeEventTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** Everything {@link connectRealtime} needs: the connection's options and the app's answers. */
export type RealtimeWiring = Pick<
  RealtimeConnectionOptions,
  'url' | 'createSocket' | 'identify' | 'currentPath' | 'random'
> & {
  /** Timers for retries, the idle period and the bubble throttle. */
  timers?: Timers;
  /** The server's 'reload' notice. */
  onReload: () => void;
  /** The server's 'logout', 'appid_invalid', 'forbidden' or 'quit' notice. */
  onSessionEnd: (reason: SessionEndNotice) => void;
  /** Fetches the bubble counters again; called at most once per 2 s (spec 000 §9). */
  refreshBubbles: () => void;
  /** A new inbox notification. */
  onInbox: (notice: InboxNotice) => void;
  /** Where script errors, focus and clicks are heard; `window` by default. */
  target?: RealtimeEventTarget;
  /** The idle period; {@link IDLE_AFTER_MS} by default. */
  idleAfterMs?: number;
};

/**
 * Builds the realtime connection of spec 000 §4 and wires it to the page: server notices go to
 * the app's callbacks, 'get-bubble' and 'connected' refresh the counters (throttled), focus and clicks wake an
 * idle connection, a long idle period closes it, and script errors are reported over the socket.
 * Call `connection.start()` to connect; `dispose()` detaches everything (call `stop()` too).
 */
export function connectRealtime(wiring: RealtimeWiring): {
  connection: RealtimeConnection;
  dispose: () => void;
} {
  const timers = wiring.timers ?? systemTimers();
  const target = wiring.target ?? window;
  const idleAfterMs = wiring.idleAfterMs ?? IDLE_AFTER_MS;
  const connection = new RealtimeConnection({
    url: wiring.url,
    createSocket: wiring.createSocket,
    identify: wiring.identify,
    currentPath: wiring.currentPath,
    random: wiring.random,
    timers,
  });
  const refresh = createThrottle(() => wiring.refreshBubbles(), BUBBLE_THROTTLE_MS, timers);

  const stopListening = connection.listen((event) => {
    switch (event.type) {
      case 'reload':
        wiring.onReload();
        return;
      case 'session-end':
        wiring.onSessionEnd(event.reason);
        return;
      case 'message':
        // 'connected': the socket hears the server's notices from now on; what changed since
        // the session was fetched (before the socket was accepted) is caught up once.
        if (event.message.type === 'get-bubble' || event.message.type === 'connected') refresh();
        else if (event.message.type === 'inbox') {
          refresh();
          if (event.message.data) wiring.onInbox(event.message.data);
        }
        return;
      default:
        return;
    }
  });

  let idleTimer = timers.setTimer(() => connection.idle(), idleAfterMs);
  const restartIdle = () => {
    timers.clearTimer(idleTimer);
    idleTimer = timers.setTimer(() => connection.idle(), idleAfterMs);
  };
  const onFocus = () => {
    restartIdle();
    connection.activity('focus');
  };
  const onClick = () => {
    restartIdle();
    connection.activity('click');
  };
  const onKey = () => restartIdle();
  const report = (error: ReturnType<typeof reportFromRejection>) => {
    if (!isIgnoredScriptError(error)) connection.send({ type: '/error', data: error });
  };
  const onError = (event: Event) =>
    report(reportFromErrorEvent(event as ErrorEvent, wiring.currentPath()));
  const onRejection = (event: Event) =>
    report(reportFromRejection((event as PromiseRejectionEvent).reason, wiring.currentPath()));

  target.addEventListener('focus', onFocus);
  target.addEventListener('click', onClick);
  target.addEventListener('keydown', onKey);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);

  return {
    connection,
    dispose: () => {
      stopListening();
      refresh.cancel();
      timers.clearTimer(idleTimer);
      target.removeEventListener('focus', onFocus);
      target.removeEventListener('click', onClick);
      target.removeEventListener('keydown', onKey);
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
    },
  };
}
