import type { FeatureRoutes } from '../../lib/feature-routes';

/** /d/logout inside the shell, over the screen it was opened from (/d/login: public-routes.tsx). */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: 'logout',
      lazy: async () => ({ Component: (await import('./logout-page')).LogoutPage }),
    },
  ],
};
