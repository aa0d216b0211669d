import type { FeatureRoutes } from '../../lib/feature-routes';

/** The dashboard at /d/dashboard, in its own chunk with the chart code. */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: 'dashboard',
      lazy: async () => ({ Component: (await import('./dashboard-page')).DashboardPage }),
    },
  ],
};
