import { ErrorState } from '@strata/ui';
import { Component, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  Navigate,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router-dom';
import type { AppRoute, FeatureRoutes } from '../lib/feature-routes';
import { loadSignedInMessages } from '../lib/i18n';
import { RootLayout, RootRedirect } from './root-layout';

/** Every feature's routes.tsx, found at build time (a new feature needs no edit here). */
const featureModules = import.meta.glob<{ routes: FeatureRoutes }>('../features/*/routes.tsx', {
  eager: true,
});

/** The routes every feature contributes, shell and public. */
export function collectFeatureRoutes(
  modules: Record<string, { routes: FeatureRoutes }> = featureModules,
): Required<FeatureRoutes> {
  const features = Object.values(modules).map((module) => module.routes);
  return {
    shell: features.flatMap((routes) => routes.shell ?? []),
    public: features.flatMap((routes) => routes.public ?? []),
  };
}

/**
 * The app's route tree: the root layout guards every path (guardRoute) and shows the offline
 * page; public routes sit at the top; shell routes render in the signed-in layout under /d (realtime, chat, install prompt).
 */
export function createAppRoutes(features = collectFeatureRoutes()): AppRoute[] {
  return [
    {
      element: <RootLayout />,
      children: [
        { index: true, element: <RootRedirect /> },
        ...features.public,
        {
          path: '/d',
          lazy: async () => {
            // The signed-in screens' messages load beside the layout (lib/i18n.ts).
            const [{ AuthenticatedLayout }] = await Promise.all([
              import('./authenticated-layout'),
              loadSignedInMessages(),
            ]);
            return { Component: AuthenticatedLayout };
          },
          children: [
            { index: true, element: <Navigate to="/d/dashboard" replace /> },
            ...features.shell,
            { path: '*', element: <Navigate to="/d/dashboard" replace /> },
          ],
        },
        { path: '*', element: <RootRedirect /> },
      ],
    },
  ];
}

/** A lazy route's component, loaded once (on the first visit of a path it matches). */
type LazyScreen = { load: () => Promise<void>; Component?: ComponentType };

const screens = new WeakMap<NonNullable<AppRoute['lazy']>, LazyScreen>();
const routeScreens = new WeakMap<RouteObject, LazyScreen>();

function lazyScreen(lazy: NonNullable<AppRoute['lazy']>): LazyScreen {
  const known = screens.get(lazy);
  if (known) return known;
  let loading: Promise<void> | undefined;
  const screen: LazyScreen = {
    load: () =>
      (loading ??= lazy().then(
        ({ Component }) => {
          screen.Component = Component;
        },
        (error: unknown) => {
          // A failed chunk is fetched again on the next visit.
          loading = undefined;
          throw error;
        },
      )),
  };
  screens.set(lazy, screen);
  return screen;
}

/** A lazy screen, rendered once loaded ({@link MatchedRoutes} shows no path before its screens). */
function LazyRoute({ screen }: { screen: LazyScreen }) {
  return screen.Component ? <screen.Component /> : null;
}

/** react-router's route object for an {@link AppRoute}: a lazy screen renders through LazyRoute. */
function toRouteObject({ index, path, element, lazy, children }: AppRoute): RouteObject {
  const screen = lazy && lazyScreen(lazy);
  const shown = screen ? <LazyRoute screen={screen} /> : element;
  const route: RouteObject = index
    ? { index: true, path, element: shown }
    : { path, element: shown, children: children?.map(toRouteObject) };
  if (screen) routeScreens.set(route, screen);
  return route;
}

/** The lazy screens `location` matches that have not loaded yet. */
function unloadedScreens(routes: RouteObject[], location: Location): LazyScreen[] {
  return (matchRoutes(routes, location) ?? []).flatMap(({ route }) => {
    const screen = routeScreens.get(route);
    return screen && !screen.Component ? [screen] : [];
  });
}

/**
 * `routes` at the current location, as the data router's `lazy` did: every lazy screen a path
 * matches loads at once (the signed-in layout beside its page), and the path shows when all have;
 * meanwhile the previous path stays (its screens see their own location), or on the first load
 * the blank boot fallback.
 */
function MatchedRoutes({ routes }: { routes: AppRoute[] }) {
  const objects = useMemo(() => routes.map(toRouteObject), [routes]);
  const location = useLocation();
  const ready = unloadedScreens(objects, location).length === 0;
  const [shown, setShown] = useState<Location | null>(ready ? location : null);
  if (ready && shown !== location) setShown(location);

  useEffect(() => {
    const unloaded = unloadedScreens(objects, location);
    if (unloaded.length === 0) return;
    let current = true;
    Promise.all(unloaded.map((screen) => screen.load())).then(
      () => current && setShown(location),
      (error: unknown) =>
        // Thrown where React renders, like a screen's own error.
        current &&
        setShown(() => {
          throw error;
        }),
    );
    return () => {
      current = false;
    };
  }, [objects, location]);

  const element = useRoutes(objects, shown ?? location);
  return shown ? element : <BootFallback />;
}

type RouteErrorBoundaryProps = { pathname: string; children: ReactNode };

/**
 * A screen that throws, or whose chunk fails to load (a deploy replaced it), shows an error with a
 * retry that reloads the page, as the data router's default error boundary showed one; another
 * path tries again.
 */
class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  { failed: boolean; pathname: string }
> {
  override state = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    { pathname }: RouteErrorBoundaryProps,
    state: { failed: boolean; pathname: string },
  ) {
    return pathname === state.pathname ? null : { failed: false, pathname };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="flex min-h-screen items-center justify-center">
        <ErrorState onRetry={() => window.location.reload()} />
      </main>
    );
  }
}

/** The app's routes at the current location ({@link MatchedRoutes}), behind an error boundary. */
export function AppRoutes({ routes }: { routes: AppRoute[] }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <MatchedRoutes routes={routes} />
    </RouteErrorBoundary>
  );
}

/** The blank page behind the first load of a lazy route. */
function BootFallback() {
  return <div aria-busy="true" className="min-h-dvh bg-background" />;
}

/** The browser's router over {@link createAppRoutes}. */
export function AppRouter() {
  const [routes] = useState(() => createAppRoutes());
  return (
    <BrowserRouter>
      <AppRoutes routes={routes} />
    </BrowserRouter>
  );
}
