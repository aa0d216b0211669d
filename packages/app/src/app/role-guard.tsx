import { guardRoute } from '@strata/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../lib/session';

/**
 * Sends a path under /d the signed-in user's role or permissions do not open to the dashboard
 * (guardRoute), before anything of it renders. The root layout has already sent a visitor without
 * a session to login (guardSession); this check loads with the signed-in screens.
 */
export function RoleGuard({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const decision = guardRoute(user, pathname);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
