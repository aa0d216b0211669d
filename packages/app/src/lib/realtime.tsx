import type { RealtimeConnection, RealtimeEvent, RealtimeSnapshot } from '@strata/domain';
import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The signed-in user's realtime connection, shared with every feature (features import lib/, not
 * the realtime feature that runs the connection and provides it here).
 */
export const RealtimeContext = createContext<RealtimeConnection | null>(null);

/** The running connection, or null while signed out. */
export function useRealtimeConnection(): RealtimeConnection | null {
  return useContext(RealtimeContext);
}

const OFFLINE: RealtimeSnapshot = { status: 'disconnected', onlineUserIds: [] };
const noop = () => () => {};
const offline = () => OFFLINE;

/** The connection's status and who is online (spec 000 §2 presence dots). */
export function useRealtimeSnapshot(): RealtimeSnapshot {
  const connection = useRealtimeConnection();
  return useSyncExternalStore(
    connection?.subscribe ?? noop,
    connection?.getSnapshot ?? offline,
    connection?.getSnapshot ?? offline,
  );
}

/** The ids of the users online right now (`users`, `new_user`, `remove_user`; spec 001 §4). */
export function useOnlineUserIds(): readonly number[] {
  return useRealtimeSnapshot().onlineUserIds;
}

/** Whether the user `id` is online right now. */
export function useIsOnline(id: number | null | undefined): boolean {
  const online = useOnlineUserIds();
  return id != null && online.includes(id);
}

/** Calls `listener` with every realtime event while mounted. */
export function useRealtimeEvents(listener: (event: RealtimeEvent) => void): void {
  const connection = useRealtimeConnection();
  const current = useRef(listener);
  useEffect(() => {
    current.current = listener;
  });
  useEffect(() => connection?.listen((event) => current.current(event)), [connection]);
}
