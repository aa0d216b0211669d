import { lazy, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { AppRoute } from '../lib/feature-routes';

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
 * `routes` at the current location (below `base` for routes nested in a `/d/*` route). Every lazy
 * screen the path matches starts loading at once. The router changes location
 * in a transition, so React keeps the previous path on screen until the new one's screens have
 * loaded; only the first load shows the boot fallback of {@link AppRoutes}' Suspense.
 */
export function MatchedRoutes({ routes, base }: { routes: AppRoute[]; base?: string }) {
  const objects = useMemo(() => routes.map(toRouteObject), [routes]);
  const location = useLocation();
  for (const { route } of matchRoutes(objects, location, base) ?? [])
    routeScreens.get(route)?.preload();
  return useRoutes(objects, location);
}
