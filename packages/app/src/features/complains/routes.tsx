import type { FeatureRoutes } from '../../lib/feature-routes';

/** /d/complains and /d/complains/{id|new}. */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: 'complains',
      lazy: async () => ({ Component: (await import('./complains-page')).ComplainsPage }),
    },
    {
      path: 'complains/:id',
      lazy: async () => ({
        Component: (await import('./complaint-detail-page')).ComplaintDetailPage,
      }),
    },
  ],
};
