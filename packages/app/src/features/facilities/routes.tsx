import type { FeatureRoutes } from '../../lib/feature-routes';

/** /d/facilities and /d/facilities/{id|new}. */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: 'facilities',
      lazy: async () => ({ Component: (await import('./facilities-page')).FacilitiesPage }),
    },
    {
      path: 'facilities/:id',
      lazy: async () => ({
        Component: (await import('./facility-detail-page')).FacilityDetailPage,
      }),
    },
  ],
};
