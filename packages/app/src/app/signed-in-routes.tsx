import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useMenuPageName } from '../features/shell/shell-menu';
import { isScreenFeature } from '../lib/catalog-features';
import type { AppRoute, FeatureRoutes } from '../lib/feature-routes';
import { loadScreenMessages } from '../lib/i18n';
import { ScreenUiLabelsProvider } from '../lib/screen-ui-labels';
import { AuthenticatedLayout } from './authenticated-layout';
import { RoleGuard } from './role-guard';
import { MatchedRoutes } from './matched-routes';

/** Every feature's routes.tsx, found at build time (a new feature needs no edit here). */
const featureModules = import.meta.glob<{ routes: FeatureRoutes }>('../features/*/routes.tsx', {
  eager: true,
});

/** `routes` with each lazy screen loading the screens' messages beside its chunk. */
function withScreenMessages(routes: AppRoute[]): AppRoute[] {
  return routes.map(({ lazy: load, children, ...route }) => ({
    ...route,
    lazy: load && (async () => (await Promise.all([load(), loadScreenMessages()]))[0]),
    children: children && withScreenMessages(children),
  }));
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

/**
 * The features' shell routes, collected once when this chunk loads: a screen that suspends on its
 * first load remounts {@link SignedInRoutes}, and new `lazy` functions would start every screen's
 * load again (React keys a lazy screen by its `lazy`, app/matched-routes.tsx), suspending for ever.
 */
const featureShellRoutes = collectShellRoutes();

/** The signed-in layout around `shell`, with /d and unknown paths going to the dashboard. */
function signedInTree(shell: AppRoute[]): AppRoute[] {
  return [
    {
      element: <AuthenticatedLayout />,
      children: [
        { index: true, element: <Navigate to="/d/dashboard" replace /> },
        ...shell,
        { path: '*', element: <Navigate to="/d/dashboard" replace /> },
      ],
    },
  ];
}

/**
 * Everything under /d once the root layout let the path through: a path the user's role or
 * permissions do not open goes to the dashboard ({@link RoleGuard}); the others render in the signed-in
 * layout (realtime, chat, install prompt) at paths relative to /d. The browser's tab names the page
 * as the menu does ('Units · Strata'), or by its route's `title` where the menu does not name it.
 * This module is the `/d/*` route's chunk (app/router.tsx), so the login route never loads it.
 */
export function SignedInRoutes({ shell }: { shell?: AppRoute[] }) {
  const [routes] = useState<AppRoute[]>(() => signedInTree(shell ?? featureShellRoutes));
  const menuPageName = useMenuPageName();
  return (
    <RoleGuard>
      <ScreenUiLabelsProvider>
        <MatchedRoutes routes={routes} base="/d" pageName={menuPageName} />
      </ScreenUiLabelsProvider>
    </RoleGuard>
  );
}
