import { ErrorState } from '@strata/ui';
import {
  Component,
  lazy,
  Suspense,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import {
  BrowserRouter,
  matchRoutes,
  Navigate,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { isScreenFeature } from '../lib/catalog-features';
import type { AppRoute, FeatureRoutes } from '../lib/feature-routes';
import { loadScreenMessages, loadSignedInMessages } from '../lib/i18n';
import { RootLayout, RootRedirect } from './root-layout';

/** Every feature's routes.tsx, found at build time (a new feature needs no edit here). */
const featureModules = import.meta.glob<{ routes: FeatureRoutes }>('../features/*/routes.tsx', {
  eager: true,
});

/** `routes` with each lazy screen loading the screens' messages beside its chunk. */
function withScreenMessages(routes: AppRoute[] = []): AppRoute[] {
  return routes.map(({ lazy: load, children, ...route }) => ({
    ...route,
    lazy: load && (async () => (await Promise.all([load(), loadScreenMessages()]))[0]),
    children: children && withScreenMessages(children),
  }));
}

/**
 * The routes every feature contributes, shell and public. A screen feature's screens load the
 * `screens` part of the catalog beside their chunk (lib/catalog-features.ts), so the dashboard
 * does not carry the other screens' messages.
 */
export function collectFeatureRoutes(
  modules: Record<string, { routes: FeatureRoutes }> = featureModules,
): Required<FeatureRoutes> {
  const features = Object.entries(modules).map(([file, { routes }]) => {
    const feature = /features\/([^/]+)\/routes\.tsx$/.exec(file)?.[1];
    if (!feature || !isScreenFeature(feature)) return routes;
    return { shell: withScreenMessages(routes.shell), public: withScreenMessages(routes.public) };
  });
  return {
    shell: features.flatMap((routes) => routes.shell ?? []),
    public: features.flatMap((routes) => routes.public ?? []),
  };
}

/**
 * The app's route tree: the root layout guards every path (guardRoute) and shows the offline
 * page; public routes sit at the top; shell routes render in the signed-in layout under /d
 * (realtime, chat, install prompt).
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

/** A lazy route's screen: `preload` starts its chunk (once), `Screen` renders it (suspending). */
type LazyScreen = { preload: () => void; Screen: LazyExoticComponent<ComponentType> };

const screens = new WeakMap<NonNullable<AppRoute['lazy']>, LazyScreen>();
const routeScreens = new WeakMap<RouteObject, LazyScreen>();

function lazyScreen(load: NonNullable<AppRoute['lazy']>): LazyScreen {
  const known = screens.get(load);
  if (known) return known;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () =>
    (loading ??= load().then(
      ({ Component: Screen }) => ({ default: Screen }),
      (error: unknown) => {
        // The next visit fetches the chunk again (the error boundary offers a reload).
        loading = undefined;
        throw error;
      },
    ));
  const screen: LazyScreen = {
    preload: () => {
      // React.lazy reports a failure where the screen renders; nothing to do with it here.
      start().catch(() => {});
    },
    Screen: lazy(start),
  };
  screens.set(load, screen);
  return screen;
}

/** react-router's route object for an {@link AppRoute}; a lazy one renders its Screen. */
function toRouteObject({ index, path, element, lazy: load, children }: AppRoute): RouteObject {
  const screen = load && lazyScreen(load);
  const shown = screen ? <screen.Screen /> : element;
  const route: RouteObject = index
    ? { index: true, path, element: shown }
    : { path, element: shown, children: children?.map(toRouteObject) };
  if (screen) routeScreens.set(route, screen);
  return route;
}

/**
 * `routes` at the current location. Every lazy screen the path matches starts loading at once
 * (the signed-in layout beside its page, not one after the other). The router changes location
 * in a transition, so React keeps the previous path on screen until the new one's screens have
 * loaded; only the first load shows the boot fallback of {@link AppRoutes}' Suspense.
 */
function MatchedRoutes({ routes }: { routes: AppRoute[] }) {
  const objects = useMemo(() => routes.map(toRouteObject), [routes]);
  const location = useLocation();
  for (const { route } of matchRoutes(objects, location) ?? []) routeScreens.get(route)?.preload();
  return useRoutes(objects, location);
}

type RouteErrorBoundaryProps = { pathname: string; children: ReactNode };

/**
 * A screen that throws, or whose chunk fails to load (a deploy replaced it), shows an error with
 * a retry that reloads the page, as the data router's default error boundary showed one; another
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
      <Suspense fallback={<BootFallback />}>
        <MatchedRoutes routes={routes} />
      </Suspense>
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
