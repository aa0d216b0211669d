import {
  encodeMessage,
  RealtimeConnection,
  type ServerMessage,
  type SocketHandlers,
} from '@strata/domain';
import { useState, type ReactNode } from 'react';
import { RealtimeContext } from '../lib/realtime';

/** A real realtime connection over a scripted socket: `serverSays` delivers a server message. */
export type ScriptedRealtime = {
  connection: RealtimeConnection;
  serverSays: (message: ServerMessage) => void;
};

/** Opens a {@link RealtimeConnection} whose socket is the story's (open at once; `/appid` ignored). */
export function scriptedRealtime(initial: ServerMessage[] = []): ScriptedRealtime {
  let handlers: SocketHandlers | undefined;
  const connection = new RealtimeConnection({
    url: 'ws://story/ws',
    createSocket: (_url, socketHandlers) => {
      handlers = socketHandlers;
      return { send: () => {}, close: () => {} };
    },
    identify: () => ({
      app: 'dashboard',
      id: 1,
      app_id: 'story',
      channel: 'all',
      name: 'Story',
      role: 'Admin',
      wpa: false,
      agent: 'story',
      token: 'story-token',
      screen: '0x0',
    }),
    currentPath: () => '/d',
  });
  connection.start();
  handlers?.open();
  const serverSays = (message: ServerMessage) => handlers?.message(encodeMessage(message));
  for (const message of initial) serverSays(message);
  return { connection, serverSays };
}

/** Provides `realtime` (or a fresh scripted one) to the screens inside, as the signed-in app does. */
export function WithRealtime({
  realtime,
  children,
}: {
  realtime?: ScriptedRealtime;
  children?: ReactNode;
}) {
  const [current] = useState(() => realtime ?? scriptedRealtime());
  return <RealtimeContext.Provider value={current.connection}>{children}</RealtimeContext.Provider>;
}
