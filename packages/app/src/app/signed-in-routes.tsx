import { useEffect } from 'react';
import { useLoaderData, useRevalidator, type RouteObject } from 'react-router-dom';
import { useMenuPageName } from '../features/shell/shell-menu';
import { isScreenFeature } from '../lib/catalog-features';
import type { AppRoute, FeatureRoutes } from '../lib/feature-routes';
import { loadScreenMessages } from '../lib/i18n';
import { ScreenUiLabelsProvider } from '../lib/screen-ui-labels';
import { useSession } from '../lib/session';
import { AuthenticatedLayout } from './authenticated-layout';
import { useDocumentTitle } from './document-title';
import { guardEveryPath, roleGuardLoader, type RoleGuardData } from './role-guard';

/** Every feature's routes.tsx, found at build time (a new feature needs no edit here). */
const featureModules = import.meta.glob<{ routes: FeatureRoutes }>('../features/*/routes.tsx', {
  eager: true,
});

/** `routes` with each lazy screen loading the screens' messages beside its chunk. */
function withScreenMessages(routes: AppRoute[]): AppRoute[] {
  return routes.map((route) => {
    const { lazy: load } = route;
    const lazy: AppRoute['lazy'] =
      typeof load === 'function'
        ? async () => (await Promise.all([load(), loadScreenMessages()]))[0]
        : load;
    return route.index
      ? { ...route, lazy }
      : { ...route, lazy, children: route.children && withScreenMessages(route.children) };
  });
}

/**
 * The routes every feature adds to the signed-in shell. A screen feature's screens load the
 * `screens` part of the catalog beside their chunk (lib/catalog-features.ts), so the dashboard
 * does not carry the other screens' messages.
 */
export function collectShellRoutes(
  modules: Record<string, { routes: FeatureRoutes }> = featureModules,
): AppRoute[] {
  return Object.entries(modules).flatMap(([file, { routes }]) => {
    const feature = /features\/([^/]+)\/routes\.tsx$/.exec(file)?.[1];
    return feature && isScreenFeature(feature) ? withScreenMessages(routes.shell) : routes.shell;
  });
}

/** The features' shell routes, which the router adds under /d on the first path there. */
export const featureShellRoutes = collectShellRoutes();

/**
 * The signed-in layout (realtime, chat, install prompt) around the path's screen, once the role
 * guard's loader let the path through. The browser's tab names the page as the menu does
 * ('Units · Strata'), or by its route's `handle.title` where the menu does not name it.
 */
function SignedInLayout() {
  const checked = useLoaderData() as RoleGuardData;
  const { user } = useSession();
  const { revalidate, state } = useRevalidator();
  const menuPageName = useMenuPageName();
  useDocumentTitle(menuPageName);
  // Another user, or new permissions (a refresh after 'get-bubble'): the guard judges the path again.
  const judged = !user || checked.user === user;
  useEffect(() => {
    if (!judged && state === 'idle') void revalidate();
  }, [judged, state, revalidate]);
  // A path judged before anyone signed in, or for another account, shows once judged for this one.
  if (user && checked.user?.id !== user.id) return null;
  return (
    <ScreenUiLabelsProvider>
      <AuthenticatedLayout />
    </ScreenUiLabelsProvider>
  );
}

/**
 * What the /d route's `lazy` adds (app/router.tsx): the layout, and the role guard's loader
 * (app/role-guard.ts), which runs on every path under /d. This module is that route's chunk, so
 * the login route never loads it.
 */
export const signedInRoute = {
  Component: SignedInLayout,
  loader: roleGuardLoader,
  shouldRevalidate: guardEveryPath,
} satisfies Partial<RouteObject>;
