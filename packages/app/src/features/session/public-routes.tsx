import { msg } from '@lingui/core/macro';
import type { PublicRoutes, RouteHandle } from '../../lib/feature-routes';

/** /d/login at the top level, before sign-in. */
export const routes: PublicRoutes = {
  public: [
    {
      path: '/d/login',
      handle: { title: msg`Login` } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./login-page')).LoginPage }),
    },
  ],
};
