import type { MessageDescriptor } from '@lingui/core';
import type { RouteObject } from 'react-router-dom';

/**
 * One route of the app's tree: React Router's route object (app/router.tsx builds the data router
 * from them). A screen loads its own chunk through `lazy` (`async () => ({ Component })`) on the
 * first visit of a path it matches.
 */
export type AppRoute = RouteObject;

/** What a route carries in its `handle` for the app (app/document-title.ts reads it). */
export type RouteHandle = {
  /**
   * The page's name in the browser's tab ('My Profile · Strata'), for a page the side menu does
   * not name; a page in the menu takes the menu's name (app/signed-in-routes.tsx).
   */
  title?: MessageDescriptor;
};

/**
 * What a feature adds to the signed-in shell, from its `routes.tsx` (`export const routes:
 * FeatureRoutes`): routes under /d with paths relative to it (e.g. 'dashboard'). They load with
 * the signed-in layout (app/signed-in-routes.tsx), not with the entry. Screens load through
 * `lazy`, so each route is its own chunk.
 */
export type FeatureRoutes = { shell: AppRoute[] };

/**
 * What a feature shows before sign-in, from its `public-routes.tsx` (`export const routes:
 * PublicRoutes`): top-level routes with absolute paths (e.g. '/visitors/:qrcode'). The entry
 * carries these tables (app/router.tsx), so the login route stays small (docs/adr/0004).
 */
export type PublicRoutes = { public: AppRoute[] };
