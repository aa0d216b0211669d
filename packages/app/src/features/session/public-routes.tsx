import type { PublicRoutes } from '../../lib/feature-routes';

/** /d/login at the top level, before sign-in. */
export const routes: PublicRoutes = {
  public: [
    {
      path: '/d/login',
      lazy: async () => ({ Component: (await import('./login-page')).LoginPage }),
    },
  ],
};
