import type { FeatureRoutes } from '../../lib/feature-routes';

/**
 * /d/announcements (spec 002 §2); the detail and the new form are for admins and super users
 * only: the root layout's guard sends others to the dashboard.
 */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: 'announcements',
      lazy: async () => ({
        Component: (await import('./announcements-page')).AnnouncementsPage,
      }),
    },
    {
      path: 'announcements/new',
      lazy: async () => ({
        Component: (await import('./new-announcement-page')).NewAnnouncementPage,
      }),
    },
    {
      path: 'announcements/:id',
      lazy: async () => ({
        Component: (await import('./announcement-detail-page')).AnnouncementDetailPage,
      }),
    },
  ],
};
