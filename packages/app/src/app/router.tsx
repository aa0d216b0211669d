import { ErrorState } from '@strata/ui';
import { useLayoutEffect, useState } from 'react';
import {
  createBrowserRouter,
  Navigate,
  RouterContextProvider,
  RouterProvider,
  type DOMRouterOpts,
  type RouteObject,
} from 'react-router-dom';
import type { AppRoute, PublicRoutes } from '../lib/feature-routes';
import { loadSignedInMessages } from '../lib/i18n';
import { useSession } from '../lib/session';
import { RootLayout, RootRedirect } from './root-layout';
import { SessionGate, sessionGateContext } from './session-gate';

/** Every feature's public-routes.tsx, found at build time (a new feature needs no edit here). */
const publicModules = import.meta.glob<{ routes: PublicRoutes }>(
  '../features/*/public-routes.tsx',
  { eager: true },
);

/** The routes features show before sign-in, from their public-routes.tsx. */
export function collectPublicRoutes(
  modules: Record<string, { routes: PublicRoutes }> = publicModules,
): AppRoute[] {
  return Object.values(modules).flatMap(({ routes }) => routes.public);
}

/** The id of the `/d` route, whose children the signed-in chunk brings. */
const SIGNED_IN = 'signed-in';

/** `shell` under /d, with /d itself and unknown paths under it going to the dashboard. */
export function signedInChildren(shell: AppRoute[]): AppRoute[] {
  return [
    { index: true, element: <Navigate to="/d/dashboard" replace /> },
    ...shell,
    { path: '*', element: <Navigate to="/d/dashboard" replace /> },
  ];
}

/** The routes of the app's tree; each defaults to what the features' route files declare. */
export type AppRoutesOf = {
  public?: AppRoute[];
  /**
   * The signed-in shell's routes; omitted, the features' own arrive with the signed-in chunk
   * (app/signed-in-routes.tsx, patched in by {@link appRouterOptions}).
   */
  shell?: AppRoute[];
};

/**
 * The app's route tree: the root layout sends a visitor without a session to login
 * (guardSession) and shows the offline page; public routes sit at the top; /d loads the
 * signed-in layout, the role guard's loader and the shell's route table in one chunk
 * (app/signed-in-routes.tsx), so the entry, which the login route loads, carries none of them
 * (docs/adr/0004). A screen that throws, a loader that fails or a chunk that is gone (a deploy
 * replaced it) shows the root's error element.
 */
export function createAppRoutes({
  public: publicRoutes = collectPublicRoutes(),
  shell,
}: AppRoutesOf = {}): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      HydrateFallback: BootFallback,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <RootRedirect /> },
        ...publicRoutes,
        {
          id: SIGNED_IN,
          path: '/d',
          // The first load under /d shows the root layout (its session pages) around this.
          HydrateFallback: BootFallback,
          lazy: async () => {
            // The signed-in screens' messages load beside the layout (lib/i18n.ts).
            const [{ signedInRoute }] = await Promise.all([
              import('./signed-in-routes'),
              loadSignedInMessages(),
            ]);
            return signedInRoute;
          },
          children: shell && signedInChildren(shell),
        },
        { path: '*', element: <RootRedirect /> },
      ],
    },
  ];
}

/**
 * The data router's options for the app's tree: loaders find the session through `gate`, and the
 * first path under /d adds the features' shell routes from the signed-in chunk to the /d route
 * (React Router's lazy route discovery), unless the tree was given its own.
 */
export function appRouterOptions(gate: SessionGate): DOMRouterOpts {
  return {
    getContext() {
      const context = new RouterContextProvider();
      context.set(sessionGateContext, gate);
      return context;
    },
    async patchRoutesOnNavigation({ path, matches, patch }) {
      const signedIn = matches.find(({ route }) => route.id === SIGNED_IN)?.route;
      if (!signedIn || (signedIn.children?.length ?? 0) > 0) return;
      if (path !== '/d' && !path.startsWith('/d/')) return;
      const { featureShellRoutes } = await import('./signed-in-routes');
      patch(SIGNED_IN, signedInChildren(featureShellRoutes));
    },
  };
}

/**
 * A data router over `routes` whose loaders see the session of the providers around it;
 * `createRouter` is `createBrowserRouter` in the app, `createMemoryRouter` in stories and tests.
 */
export function useAppRouter(
  routes: RouteObject[],
  createRouter: typeof createBrowserRouter = createBrowserRouter,
) {
  const session = useSession();
  const [gate] = useState(() => new SessionGate(session));
  // Before any effect of the routes' elements (a <Navigate> starts a navigation in its effect).
  useLayoutEffect(() => gate.update(session), [gate, session]);
  const [router] = useState(() => createRouter(routes, appRouterOptions(gate)));
  return router;
}

/** The root's error element: an error with a retry that reloads the page. */
function RouteError() {
  return (
    <main className="flex min-h-screen items-center justify-center">
      <ErrorState onRetry={() => window.location.reload()} />
    </main>
  );
}

/** The blank page behind the first load of a lazy route or a loader. */
export function BootFallback() {
  return <div aria-busy="true" className="min-h-dvh bg-background" />;
}

/** The browser's data router over {@link createAppRoutes}. */
export function AppRouter() {
  const [routes] = useState(createAppRoutes);
  return <RouterProvider router={useAppRouter(routes)} />;
}
