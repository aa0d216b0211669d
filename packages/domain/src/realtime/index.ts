export { base64Decode, base64Encode, utf8Decode, utf8Encode } from './base64';
export { decodeClientMessage, decodeMessage, decodeServerMessage, encodeMessage } from './codec';
export type { DecodeFailure, DecodeFailureReason, DecodeResult, WireEnvelope } from './codec';
export {
  appIdDataSchema,
  chatMessageSchema,
  clientMessageSchema,
  isSessionEndNotice,
  scriptErrorReportSchema,
  serverMessageSchema,
  SESSION_END_NOTICES,
} from './messages';
export type {
  AppIdData,
  ChatMessage,
  ClientMessage,
  ClientMessageType,
  ScriptErrorReport,
  ServerMessage,
  ServerMessageType,
  SessionEndNotice,
} from './messages';
export {
  CLOSE_RESTART,
  CLOSE_STOP,
  INITIAL_RECONNECT_STATE,
  nextReconnect,
  restartDelay,
} from './reconnect';
export type {
  ConnectionStatus,
  ReconnectAction,
  ReconnectEvent,
  ReconnectState,
  ReconnectStep,
} from './reconnect';
export { chatReducer, conversation, createChatState } from './chat';
export type { ChatAction, ChatEntry, ChatState, ChatStatus } from './chat';
export { socketUrl } from './socket-url';
export type { PageOrigin } from './socket-url';
export { createThrottle } from './throttle';
export type { Throttled } from './throttle';
export {
  isTyping,
  nextTypingExpiry,
  NO_TYPING,
  startTyping,
  stopTyping,
  typingUserIds,
} from './typing';
export type { TypingState } from './typing';
export { RealtimeConnection } from './connection';
export type {
  RealtimeConnectionOptions,
  RealtimeEvent,
  RealtimeSnapshot,
  SocketHandlers,
  SocketLike,
} from './connection';
