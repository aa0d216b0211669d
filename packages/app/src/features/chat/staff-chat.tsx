import { nextTypingExpiry } from '@strata/domain';
import {
  lazy,
  Suspense,
  useEffect,
  useReducer,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { StartChatContext } from '../../lib/presence';
import { StaffChatStore, type ChatConnection, type ChatPeer } from './staff-chat-store';

// The panels' code loads with the first conversation, not with the layout (ADR 0004).
const StaffChatDock = lazy(async () => ({
  default: (await import('./staff-chat-dock')).StaffChatDock,
}));

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
    <Suspense fallback={null}>
      <StaffChatDock
        panels={panels}
        chat={chat}
        typing={typing}
        selfId={selfId}
        canEnd={canEnd}
        now={now}
        store={store}
      />
    </Suspense>
  ) : null;
}

export { useStartChat } from '../../lib/presence';
