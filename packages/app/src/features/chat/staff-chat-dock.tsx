import {
  conversation,
  dateInstant,
  formatTime,
  isTyping,
  PROPERTY_TIME_ZONE,
  type ChatStatus,
} from '@strata/domain';
import { ChatDock, ChatPanel, type ChatPanelMessage } from '@strata/ui';
import type { StaffChatSnapshot, StaffChatStore } from './staff-chat-store';

/** Props of {@link StaffChatDock}: the store's snapshot and who is looking. */
export type StaffChatDockProps = Pick<StaffChatSnapshot, 'chat' | 'typing' | 'panels'> & {
  selfId: number;
  canEnd: boolean;
  now: () => number;
  store: StaffChatStore;
};

const inMalaysia = { timeZone: PROPERTY_TIME_ZONE };

/**
 * When a message was sent. A received one carries the server's Malaysian wall clock, one's own
 * the browser's instant; both become instants, shown in Malaysian time like every date of the app.
 */
const sentAt = (createdAt: string) => dateInstant(createdAt, inMalaysia) ?? new Date(createdAt);

const showTime = (date: Date) => formatTime(date, inMalaysia);

/** The open conversations' panels along the bottom of the screen (spec 000 §2 'Chat panels'). */
export function StaffChatDock({
  panels,
  chat,
  typing,
  selfId,
  canEnd,
  now,
  store,
}: StaffChatDockProps) {
  return (
    <ChatDock>
      {panels.map(({ peer, view }) => (
        <ChatPanel
          key={peer.id}
          title={peer.name}
          view={view}
          onViewChange={(next) => store.setView(peer.id, next)}
          messages={conversation(chat, peer.id).map((entry): ChatPanelMessage => ({
            id: entry.msg_id,
            text: entry.message,
            sentAt: sentAt(entry.created_at),
            own: entry.sender === selfId,
            status: entry.status satisfies ChatStatus,
          }))}
          formatTime={showTime}
          typing={isTyping(typing, peer.id, now())}
          onSend={(text) => store.send(peer.id, text)}
          onTyping={() => store.typing(peer.id)}
          onClose={canEnd ? () => store.close(peer.id, { end: true }) : undefined}
        />
      ))}
    </ChatDock>
  );
}
