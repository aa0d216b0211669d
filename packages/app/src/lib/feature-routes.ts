import type { RouteObject } from 'react-router-dom';

/**
 * What a feature adds to the router, from its `routes.tsx` (`export const routes: FeatureRoutes`).
 * `shell` routes render inside the signed-in shell under /d (paths relative to /d, e.g.
 * 'dashboard'); `public` routes render at the top level with absolute paths (e.g.
 * '/visitors/:qrcode'). Screens load through `lazy`, so each route is its own chunk.
 */
export type FeatureRoutes = { shell?: RouteObject[]; public?: RouteObject[] };
