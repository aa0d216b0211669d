import { isProviderStaff } from '@strata/domain';
import type { ReactNode } from 'react';
import { StaffChat } from '../features/chat';
import { InstallPrompt } from '../features/pwa/install-prompt';
import {
  RealtimeProvider,
  useRealtimeConnection,
  type RealtimeProviderProps,
} from '../features/realtime';
import { ShellLayout } from '../features/shell/shell-layout';
import { useSession } from '../lib/session';

/** The signed-in user's staff chat dock over the realtime connection (features stay apart). */
function ShellChat({ children }: { children: ReactNode }) {
  const connection = useRealtimeConnection();
  const { user } = useSession();
  return (
    <StaffChat
      connection={user ? connection : null}
      selfId={user?.id ?? 0}
      canEnd={isProviderStaff(user)}
    >
      {children}
    </StaffChat>
  );
}

/** Props of {@link AuthenticatedLayout}; tests pass the realtime connection's options. */
export type AuthenticatedLayoutProps = {
  realtime?: Omit<RealtimeProviderProps, 'children'>;
};

/**
 * Everything under /d once signed in: the realtime connection (spec 000 §4) around the shell and
 * its routed screen, the staff chat panels, and the install prompt.
 */
export function AuthenticatedLayout({ realtime }: AuthenticatedLayoutProps) {
  return (
    <RealtimeProvider {...realtime}>
      <ShellChat>
        <ShellLayout />
      </ShellChat>
      <InstallPrompt />
    </RealtimeProvider>
  );
}
