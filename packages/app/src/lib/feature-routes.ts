import type { ComponentType, ReactNode } from 'react';

/**
 * One route of the app's tree (app/router.tsx renders it with react-router's `useRoutes`). A
 * route either renders `element`, or loads its screen's own chunk through `lazy` on the first
 * visit of a path it matches.
 */
export type AppRoute = {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  /** Loads the route's component (an `import()`), once; the path shows when it has loaded. */
  lazy?: () => Promise<{ Component: ComponentType }>;
  children?: AppRoute[];
};

/**
 * What a feature adds to the router, from its `routes.tsx` (`export const routes: FeatureRoutes`).
 * `shell` routes render inside the signed-in shell under /d (paths relative to /d, e.g.
 * 'dashboard'); `public` routes render at the top level with absolute paths (e.g.
 * '/visitors/:qrcode'). Screens load through `lazy`, so each route is its own chunk.
 */
export type FeatureRoutes = { shell?: AppRoute[]; public?: AppRoute[] };
