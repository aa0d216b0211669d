import { Navigate } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes';

/** The units screens; the root layout's guard sends owners from /d/units to the dashboard. */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: 'units',
      lazy: async () => ({ Component: (await import('./units-page')).UnitsPage }),
    },
    // Spec 000 §2 names the list /d/unit, spec 001 §2 /d/units; the more detailed document wins,
    // and the shorter path still opens the list.
    { path: 'unit', element: <Navigate to="/d/units" replace /> },
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
