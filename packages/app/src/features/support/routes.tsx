import type { FeatureRoutes } from '../../lib/feature-routes';

/** /d/support: every user reports bugs; a super user sees everyone's and resolves them. */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: 'support',
      lazy: async () => ({ Component: (await import('./support-page')).SupportPage }),
    },
  ],
};
