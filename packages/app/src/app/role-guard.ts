import { guardRoute, type SessionUser } from '@strata/domain';
import {
  replace,
  type LoaderFunctionArgs,
  type RouterContextProvider,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import { sessionGateContext } from './session-gate';

/** What the role guard's loader returns when the path may open: the user it judged. */
export type RoleGuardData = { user: SessionUser | null };

/**
 * The `/d` route's loader: a path under /d the signed-in user's role or permissions do not open
 * goes to the dashboard (guardRoute) before anything of it renders, replacing the path in the
 * history as a page load's redirect always did. Without a user it lets the path through: the root
 * layout shows the session's own pages and sends a visitor without a session to login
 * (guardSession). This check loads with the signed-in screens.
 */
export async function roleGuardLoader({
  request,
  context,
}: LoaderFunctionArgs): Promise<RoleGuardData> {
  const gate = (context as Readonly<RouterContextProvider>).get(sessionGateContext);
  const user = await gate.user();
  if (!user) return { user };
  const decision = guardRoute(user, new URL(request.url).pathname);
  if (decision.kind === 'redirect') throw replace(decision.to);
  return { user };
}

/** The guard judges every path, so it runs on every navigation under /d, not only the first. */
export const guardEveryPath: ShouldRevalidateFunction = () => true;
