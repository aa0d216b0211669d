import type { FeatureRoutes } from '../../lib/feature-routes';

/** /d/tenants and /d/tenants/{id|new}. */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: 'tenants',
      lazy: async () => ({ Component: (await import('./tenants-page')).TenantsPage }),
    },
    {
      path: 'tenants/:id',
      lazy: async () => ({
        Component: (await import('./tenant-detail-page')).TenantDetailPage,
      }),
    },
  ],
};
