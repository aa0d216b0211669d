import { useLingui } from '@lingui/react/macro';
import { isProviderStaff } from '@strata/domain';
import { Button, cn } from '@strata/ui';
import { MessageCircle } from 'lucide-react';
import { createContext, useContext } from 'react';
import { useIsOnline } from './realtime';
import { useSession } from './session';

/** Who a chat is with. */
export type ChatPeerRef = { id: number; name: string };

/**
 * Opens a staff chat panel with a user; the chat dock provides it (features/chat), null outside a
 * connected dock. Lives here so any screen listing users can start a chat without importing chat.
 */
export const StartChatContext = createContext<((peer: ChatPeerRef) => void) | null>(null);

/** Opens a chat panel with an online user (provider staff); null outside a connected dock. */
export function useStartChat(): ((peer: ChatPeerRef) => void) | null {
  return useContext(StartChatContext);
}

/**
 * Spec 000 §2 / 001 §4 presence where users are listed: whether `user` is online right now
 * (`users`, `new_user`, `remove_user`; the server tells staff of their own property, provider
 * staff of everyone). Provider staff also see who is offline, and a button that opens a chat
 * with an online user. The viewer's own row shows nothing.
 */
export function UserPresence({ user, className }: { user: ChatPeerRef; className?: string }) {
  const { t } = useLingui();
  const { user: viewer } = useSession();
  const online = useIsOnline(user.id);
  const startChat = useStartChat();
  if (!viewer || viewer.id === user.id) return null;
  const staff = isProviderStaff(viewer);
  // Provider staff, who chat, see every row's state; others only the dots of who is online.
  if (!online && !staff) return null;
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <span
        role="img"
        aria-label={online ? t`${user.name} is online` : t`${user.name} is offline`}
        className={cn('size-2.5 rounded-full', online ? 'bg-success' : 'bg-muted-foreground/40')}
      />
      {online && startChat && staff && (
        <Button variant="ghost" size="icon" onClick={() => startChat(user)}>
          <MessageCircle aria-hidden />
          <span className="sr-only">{t`Chat with ${user.name}`}</span>
        </Button>
      )}
    </span>
  );
}
