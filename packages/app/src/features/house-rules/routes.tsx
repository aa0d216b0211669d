import type { FeatureRoutes } from '../../lib/feature-routes';

/** /d/house-rules: the property's house rules, open to every signed-in user of a property. */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: 'house-rules',
      lazy: async () => ({ Component: (await import('./house-rules-page')).HouseRulesPage }),
    },
  ],
};
