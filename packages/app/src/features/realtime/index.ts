export {
  identifyUser,
  RealtimeProvider,
  useOnlineUserIds,
  useRealtimeConnection,
  useRealtimeEvents,
  useRealtimeSnapshot,
} from './realtime-provider';
export type { RealtimeProviderProps } from './realtime-provider';
export { connectRealtime, IDLE_AFTER_MS } from './connect-realtime';
export type { RealtimeEventTarget, RealtimeWiring } from './connect-realtime';
export { createBrowserSocket } from './browser-socket';
export type { WebSocketConstructor } from './browser-socket';
export { IGNORED_SCRIPT_ERRORS, isIgnoredScriptError } from './script-errors';
export { browserNotifications, showInboxNotification } from './system-notification';
export type { InboxNotice, NotificationEnvironment } from './system-notification';
