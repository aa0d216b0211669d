import {
  socketUrl,
  type RealtimeConnection,
  type SessionUser,
  type SocketHandlers,
  type SocketLike,
  type Timers,
} from '@strata/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { queryKeys } from '../../lib/query-keys';
import { RealtimeContext } from '../../lib/realtime';
import { useSession } from '../../lib/session';
import { createBrowserSocket } from './browser-socket';
import { connectRealtime } from './connect-realtime';
import { showInboxNotification, type InboxNotice } from './system-notification';

/** A random id for this browser tab, so the server tells two tabs of one user apart. */
function tabId(): string {
  return globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);
}

function isInstalledApp(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
}

/** The `/appid` message for the signed-in user (spec 000 §7). */
export function identifyUser(user: SessionUser, token: string, appId: string) {
  return {
    app: 'dashboard',
    id: user.id,
    app_id: appId,
    channel: user.property_id == null ? 'all' : `property-${user.property_id}`,
    name: user.name,
    role: user.role,
    wpa: isInstalledApp(),
    agent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    token,
    screen: typeof screen === 'undefined' ? '' : `${screen.width}x${screen.height}`,
  };
}

/** Props of {@link RealtimeProvider}; everything but `children` is for tests and stories. */
export type RealtimeProviderProps = {
  children?: ReactNode;
  /** The endpoint; `/ws` on the page's own host by default. */
  url?: string;
  /** Opens a socket; the browser's WebSocket by default. */
  createSocket?: (url: string, handlers: SocketHandlers) => SocketLike;
  timers?: Timers;
  random?: () => number;
  /** The 'reload' notice; reloads the page by default. */
  onReload?: () => void;
  /** Inbox notices; a system notification by default. */
  onInbox?: (notice: InboxNotice) => void;
};

/**
 * Runs the realtime connection while a user is signed in (spec 000 §4): connects after login,
 * follows the reconnect policy, tells the server the page, reloads or ends the session on the
 * server's notices, refreshes the bubbles on 'get-bubble', turns inbox notices into system
 * notifications and reports script errors. Must sit inside the router and the session.
 */
export function RealtimeProvider({
  children,
  url,
  createSocket = createBrowserSocket,
  timers,
  random,
  onReload = () => window.location.reload(),
  onInbox = (notice) => void showInboxNotification(notice),
}: RealtimeProviderProps) {
  const session = useSession();
  const { mutate } = useSWRConfig();
  const { pathname } = useLocation();
  const [connection, setConnection] = useState<RealtimeConnection | null>(null);

  // The latest values, read by the connection's callbacks without restarting it.
  const latest = useRef({ session, mutate, pathname, onReload, onInbox });
  useEffect(() => {
    latest.current = { session, mutate, pathname, onReload, onInbox };
  });

  const { status, token, user } = session;
  const userId = status === 'signed-in' ? user?.id : undefined;
  useEffect(() => {
    if (userId === undefined || !token) return;
    const appId = tabId();
    const { connection: started, dispose } = connectRealtime({
      url: url ?? socketUrl(window.location),
      createSocket,
      identify: () => identifyUser(latest.current.session.user!, token, appId),
      currentPath: () => latest.current.pathname,
      timers,
      random,
      onReload: () => latest.current.onReload(),
      onSessionEnd: () => latest.current.session.endSession(),
      // The counters, and the session's user and menu (a service switched on or off).
      refreshBubbles: () => {
        void latest.current.mutate(queryKeys.notification());
        void latest.current.session.refresh();
      },
      onInbox: (notice) => latest.current.onInbox(notice),
    });
    setConnection(started);
    started.start();
    return () => {
      dispose();
      started.stop();
      setConnection(null);
    };
  }, [userId, token, url, createSocket, timers, random]);

  useEffect(() => {
    connection?.announcePage(pathname);
  }, [connection, pathname]);

  return <RealtimeContext.Provider value={connection}>{children}</RealtimeContext.Provider>;
}

export {
  useOnlineUserIds,
  useRealtimeConnection,
  useRealtimeEvents,
  useRealtimeSnapshot,
} from '../../lib/realtime';
