import type { FeatureRoutes } from '../../lib/feature-routes';

/** /d/visitors, /d/visitors/new and /d/visitors/{qrcode}; each page sits behind the Visitors service. */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: 'visitors',
      lazy: async () => ({ Component: (await import('./visitors-page')).VisitorsPage }),
    },
    {
      path: 'visitors/new',
      lazy: async () => ({ Component: (await import('./visitor-new-page')).VisitorNewPage }),
    },
    {
      path: 'visitors/:qrcode',
      lazy: async () => ({
        Component: (await import('./visitor-detail-page')).VisitorDetailPage,
      }),
    },
  ],
};
