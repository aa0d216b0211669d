import type { ServerModule } from '../../http/module';
import { dashboardRoutes } from './routes';

/** Spec 000 §7: the dashboard and the bubble counters. */
export const dashboardModule: ServerModule = {
  name: 'dashboard',
  routes: [dashboardRoutes],
};
