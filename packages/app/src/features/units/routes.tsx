import type { FeatureRoutes } from '../../lib/feature-routes';

/** The units screens; the root layout's guard sends owners from /d/units to the dashboard. */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: 'units',
      lazy: async () => ({ Component: (await import('./units-page')).UnitsPage }),
    },
    {
      path: 'units/:id',
      lazy: async () => ({ Component: (await import('./unit-detail-page')).UnitDetailPage }),
    },
    {
      path: 'property-unit',
      lazy: async () => ({ Component: (await import('./property-unit-page')).PropertyUnitPage }),
    },
  ],
};
