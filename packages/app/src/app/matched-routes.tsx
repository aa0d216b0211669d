import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { lazy, useEffect, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
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
function toRouteObject({
  index,
  path,
  element,
  lazy: load,
  title,
  children,
}: AppRoute): RouteObject {
  const screen = load && lazyScreen(load);
  const shown = screen ? <screen.Screen /> : element;
  const handle: RouteHandle = { title };
  const route: RouteObject = index
    ? { index: true, path, element: shown, handle }
    : { path, element: shown, handle, children: children?.map(toRouteObject) };
  if (screen) routeScreens.set(route, screen);
  return route;
}

/** What a route carries for {@link MatchedRoutes} beside its element. */
type RouteHandle = { title?: MessageDescriptor };

/** The browser tab's text for a page name; no name leaves the product's name alone. */
function documentTitle(pageName: string | null): string {
  return pageName ? `${pageName} · Strata` : 'Strata';
}

type MatchedRoutesProps = {
  routes: AppRoute[];
  /** The part of the path the routes are relative to ('/d' for the signed-in shell). */
  base?: string;
  /**
   * The page's name where no matched route has a `title`; `null` names none (the tab reads
   * 'Strata'). Omitted, the tab's text is left to the routes that name their page.
   */
  pageName?: string | null;
};

/**
 * `routes` at the current location (below `base` for routes nested in a `/d/*` route). Every lazy
 * screen the path matches starts loading at once. The router changes location
 * in a transition, so React keeps the previous path on screen until the new one's screens have
 * loaded; only the first load shows the boot fallback of {@link AppRoutes}' Suspense. The tab
 * reads the page's name: the deepest matched route's `title`, else `pageName`.
 */
export function MatchedRoutes({ routes, base, pageName }: MatchedRoutesProps) {
  const { i18n } = useLingui();
  const objects = useMemo(() => routes.map(toRouteObject), [routes]);
  const location = useLocation();
  const matches = matchRoutes(objects, location, base) ?? [];
  for (const { route } of matches) routeScreens.get(route)?.preload();
  const titled = matches.findLast(({ route }) => (route.handle as RouteHandle)?.title);
  const routeTitle = (titled?.route.handle as RouteHandle | undefined)?.title;
  const name = routeTitle ? i18n._(routeTitle) : pageName;
  useEffect(() => {
    if (name !== undefined) document.title = documentTitle(name);
  }, [name]);
  return useRoutes(objects, location);
}
