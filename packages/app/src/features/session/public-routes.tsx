import { msg } from '@lingui/core/macro';
import type { PublicRoutes } from '../../lib/feature-routes';

/** /d/login at the top level, before sign-in. */
export const routes: PublicRoutes = {
  public: [
    {
      path: '/d/login',
      title: msg`Login`,
      lazy: async () => ({ Component: (await import('./login-page')).LoginPage }),
    },
  ],
};
