export { StaffChat, useStartChat } from './staff-chat';
export type { StaffChatProps } from './staff-chat';
export { StaffChatStore, TYPING_NOTICE_INTERVAL_MS } from './staff-chat-store';
export type {
  ChatConnection,
  ChatPanelEntry,
  ChatPeer,
  StaffChatSnapshot,
  StaffChatStoreOptions,
} from './staff-chat-store';
