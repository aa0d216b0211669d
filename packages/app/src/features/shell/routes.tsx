import type { FeatureRoutes } from '../../lib/feature-routes';

/** The shell's own routes: the check-in and notification settings modals (spec 000 §2). */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: 'check-in',
      lazy: async () => ({ Component: (await import('./check-in-request')).CheckInRoute }),
    },
    {
      path: 'notification',
      lazy: async () => ({
        Component: (await import('./notification-settings-modal')).NotificationSettingsModal,
      }),
    },
  ],
};
