import type { FeatureRoutes } from '../../lib/feature-routes';

/** /d/inbox (spec 002 §2): every signed-in user's messages; `?archive=1` shows the archive. */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: 'inbox',
      lazy: async () => ({ Component: (await import('./inbox-page')).InboxPage }),
    },
  ],
};
