import { conversation, isTyping, type ChatStatus } from '@strata/domain';
import { ChatDock, ChatPanel, type ChatPanelMessage } from '@strata/ui';
import type { StaffChatSnapshot, StaffChatStore } from './staff-chat-store';

/** Props of {@link StaffChatDock}: the store's snapshot and who is looking. */
export type StaffChatDockProps = Pick<StaffChatSnapshot, 'chat' | 'typing' | 'panels'> & {
  selfId: number;
  canEnd: boolean;
  now: () => number;
  store: StaffChatStore;
};

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
            sentAt: new Date(entry.created_at),
            own: entry.sender === selfId,
            status: entry.status satisfies ChatStatus,
          }))}
          typing={isTyping(typing, peer.id, now())}
          onSend={(text) => store.send(peer.id, text)}
          onTyping={() => store.typing(peer.id)}
          onClose={canEnd ? () => store.close(peer.id, { end: true }) : undefined}
        />
      ))}
    </ChatDock>
  );
}
