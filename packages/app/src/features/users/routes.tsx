import { msg } from '@lingui/core/macro';
import type { FeatureRoutes, RouteHandle } from '../../lib/feature-routes';

const userList = async () => ({ Component: (await import('./users-page')).UsersPage });
const userDetail = async () => ({
  Component: (await import('./user-detail-page')).UserDetailPage,
});

/**
 * The owners and admins screens and My Profile; the root layout's guard sends owners and users
 * without View on the type's module to the dashboard.
 */
export const routes: FeatureRoutes = {
  shell: [
    { path: 'owners', lazy: userList },
    { path: 'admins', lazy: userList },
    { path: 'owners/:id', lazy: userDetail },
    { path: 'admins/:id', lazy: userDetail },
    {
      path: 'profile',
      // Opened from the header's account menu, not the side menu, so the route names it.
      handle: { title: msg`My Profile` } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./profile-page')).ProfilePage }),
    },
  ],
};
