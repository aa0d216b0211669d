export {
  ChatDock,
  ChatPanel,
  chatBubbleVariants,
  chatMessageStatusOptions,
  chatPanelViewOptions,
} from './chat-panel';
export type {
  ChatMessageStatus,
  ChatPanelLabels,
  ChatPanelMessage,
  ChatPanelProps,
  ChatPanelView,
} from './chat-panel';
