import type { FeatureRoutes } from '../../lib/feature-routes';

/** /d/properties (the super user's list; an admin's own property) and /d/properties/{id|new}. */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: 'properties',
      lazy: async () => ({ Component: (await import('./properties-page')).PropertiesPage }),
    },
    {
      path: 'properties/:id',
      lazy: async () => ({
        Component: (await import('./property-detail-page')).PropertyDetailPage,
      }),
    },
  ],
};
