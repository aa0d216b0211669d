import { conversation, isTyping, nextTypingExpiry, type ChatStatus } from '@strata/domain';
import { ChatDock, ChatPanel, type ChatPanelMessage } from '@strata/ui';
import { useEffect, useReducer, useState, useSyncExternalStore, type ReactNode } from 'react';
import { StartChatContext } from '../../lib/presence';
import { StaffChatStore, type ChatConnection, type ChatPeer } from './staff-chat-store';

/** Props of {@link StaffChat}. */
export type StaffChatProps = {
  /** The realtime connection; null while signed out. */
  connection: ChatConnection | null;
  /** The signed-in user's id. */
  selfId: number;
  /** Provider staff may end a chat (spec 000 §6); others only minimise it. */
  canEnd: boolean;
  /** The clock; `Date.now` by default (stories freeze it). */
  now?: () => number;
  /** A prepared store, for stories and tests. */
  store?: StaffChatStore;
  /** The screen; the dock floats over it. */
  children?: ReactNode;
};

/**
 * The staff chat dock (spec 000 §2 'Chat panels'): one 250 px panel per conversation along the
 * bottom of the screen, driven by the realtime messages. Children can start a chat with
 * `useStartChat()`.
 */
export function StaffChat({
  connection,
  selfId,
  canEnd,
  now = Date.now,
  store,
  children,
}: StaffChatProps) {
  // The screen stays at one place in the tree whether or not the dock is connected, so a
  // connection coming or going never remounts it.
  const [start, setStart] = useState<{ open: (peer: ChatPeer) => void } | null>(null);
  return (
    <StartChatContext.Provider value={start?.open ?? null}>
      {children}
      {connection ? (
        <ConnectedChat
          key={selfId}
          connection={connection}
          selfId={selfId}
          canEnd={canEnd}
          now={now}
          store={store}
          onReady={setStart}
        />
      ) : null}
    </StartChatContext.Provider>
  );
}

function ConnectedChat({
  connection,
  selfId,
  canEnd,
  now,
  store: given,
  onReady,
}: Omit<StaffChatProps, 'connection' | 'now' | 'children'> & {
  connection: ChatConnection;
  now: () => number;
  onReady: (start: { open: (peer: ChatPeer) => void } | null) => void;
}) {
  const [store] = useState(() => given ?? new StaffChatStore({ connection, selfId, now }));
  useEffect(() => store.attach(), [store]);
  useEffect(() => {
    onReady({ open: (peer) => store.open(peer) });
    return () => onReady(null);
  }, [onReady, store]);
  const { chat, typing, panels } = useSyncExternalStore(store.subscribe, store.getSnapshot);

  // Re-render when the next typing indicator runs out (30 s after its notice).
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const wait = nextTypingExpiry(typing, now());
  useEffect(() => {
    if (wait === null) return;
    const timer = setTimeout(tick, wait);
    return () => clearTimeout(timer);
  }, [wait, typing]);

  return panels.length > 0 ? (
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
  ) : null;
}

export { useStartChat } from '../../lib/presence';
