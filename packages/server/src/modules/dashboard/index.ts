import type { ServerModule } from '../../http/module';
import { dashboardRoutes } from './routes';

/** Spec 000 §5: the dashboard figures and the notification counters. */
export const dashboardModule: ServerModule = {
  name: 'dashboard',
  routes: [dashboardRoutes],
};
