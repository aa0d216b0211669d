import type { FeatureRoutes } from '../../lib/feature-routes';

/** /d/account-statements and /d/payments; any signed-in user may open them (service-gated). */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: 'account-statements',
      lazy: async () => ({
        Component: (await import('./account-statements-page')).AccountStatementsPage,
      }),
    },
    {
      path: 'payments',
      lazy: async () => ({ Component: (await import('./payments-page')).PaymentsPage }),
    },
  ],
};
