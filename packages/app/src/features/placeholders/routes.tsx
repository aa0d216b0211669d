import type { FeatureRoutes } from '../../lib/feature-routes';
import { PLACEHOLDER_SERVICES } from './placeholder-services';

/** /d/facilities, /d/complains and /d/tenants: each shows its heading (spec 002 §2). */
export const routes: FeatureRoutes = {
  shell: PLACEHOLDER_SERVICES.map((service) => ({
    path: service.toLowerCase(),
    lazy: async () => {
      const { PlaceholderPage } = await import('./placeholder-page');
      return { Component: () => <PlaceholderPage service={service} /> };
    },
  })),
};
