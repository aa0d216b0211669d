import type { FeatureRoutes } from '../../lib/feature-routes';

/** The report page; the root layout's guard needs View and Create on 'Report' (spec 002 §6). */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: 'report',
      lazy: async () => ({ Component: (await import('./report-page')).ReportPage }),
    },
  ],
};
