import { Trans } from '@lingui/react/macro';
import { guardSession } from '@strata/domain';
import { ErrorState, LoadingState } from '@strata/ui';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { OnlineGate } from '../features/shell/online-gate';
import { useSession } from '../lib/session';
import { useDocumentTitle } from './document-title';

/** Spec 000 §1: the page shown when local storage is disabled. */
export function StorageDisabledPage() {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <h1 className="max-w-md text-center text-lg font-medium">
        <Trans>Please enable cookies for this app to work properly</Trans>
      </h1>
    </main>
  );
}

/**
 * Wraps every route: local storage must work, the stored token is checked first, and each path
 * passes guardSession (a missing login goes to /d/login, a signed-in user's login to
 * /d/dashboard). The role check under /d is the /d route's loader (app/role-guard.ts). A route
 * that names its page (`handle.title`, as /d/login does) names the browser's tab.
 */
export function RootLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  useDocumentTitle();
  if (session.status === 'storage-disabled') return <StorageDisabledPage />;
  if (session.status === 'checking')
    return (
      <main className="flex min-h-screen items-center justify-center">
        <LoadingState />
      </main>
    );
  if (session.status === 'unavailable')
    return (
      <main className="flex min-h-screen items-center justify-center">
        <ErrorState onRetry={session.retry} />
      </main>
    );
  const decision = guardSession(session.user !== null, pathname);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return (
    <OnlineGate>
      <Outlet />
    </OnlineGate>
  );
}

/** `/` and unknown paths: the dashboard when signed in, else the login page. */
export function RootRedirect() {
  const { user } = useSession();
  return <Navigate to={user ? '/d/dashboard' : '/d/login'} replace />;
}
