import type { FeatureRoutes } from '../../lib/feature-routes';

/** /d/audit; the root layout's guard lets in only users with View on Audit. */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: 'audit',
      lazy: async () => ({ Component: (await import('./audit-page')).AuditPage }),
    },
  ],
};
