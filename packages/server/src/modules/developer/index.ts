import type { ServerModule } from '../../http/module';
import { developerRoutes } from './routes/developer';
import { requestLogRoutes } from './routes/request-log';

/** Spec 002 §7: the developer pages (app version, error log, API request log). */
export const developerModule: ServerModule = {
  name: 'developer',
  routes: [developerRoutes, requestLogRoutes],
};
