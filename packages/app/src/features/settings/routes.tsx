import type { FeatureRoutes } from '../../lib/feature-routes';

/** /d/setting: super users and Managers (the root layout's guard sends others to the dashboard). */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: 'setting',
      lazy: async () => ({ Component: (await import('./setting-page')).SettingPage }),
    },
  ],
};
