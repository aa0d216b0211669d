import type { FeatureRoutes } from '../../lib/feature-routes';

/**
 * The developer user's pages (spec 002 §2, §6): App Version, Error Log and Api Request Log; the
 * root layout's guard sends everyone else to the dashboard.
 */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: 'app-version',
      lazy: async () => ({ Component: (await import('./app-version-page')).AppVersionPage }),
    },
    {
      path: 'error-log',
      lazy: async () => ({ Component: (await import('./error-log-page')).ErrorLogPage }),
    },
    {
      path: 'api-request-log',
      lazy: async () => ({
        Component: (await import('./api-request-log-page')).ApiRequestLogPage,
      }),
    },
  ],
};
