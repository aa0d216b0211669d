import type { FeatureRoutes } from '../../lib/feature-routes';

/** /d/login at the top level; /d/logout inside the shell, over the screen it was opened from. */
export const routes: FeatureRoutes = {
  public: [
    {
      path: '/d/login',
      lazy: async () => ({ Component: (await import('./login-page')).LoginPage }),
    },
  ],
  shell: [
    {
      path: 'logout',
      lazy: async () => ({ Component: (await import('./logout-page')).LogoutPage }),
    },
  ],
};
