import type { PublicRoutes } from '../../lib/feature-routes';

/** The public visitor pass at /visitors/:qrcode: no sign-in, its own chunk. */
export const routes: PublicRoutes = {
  public: [
    {
      path: '/visitors/:qrcode',
      lazy: async () => ({ Component: (await import('./visitor-pass-page')).VisitorPassPage }),
    },
  ],
};
