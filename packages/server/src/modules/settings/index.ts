import type { ServerModule } from '../../http/module';
import { settingRoutes } from './routes';

/** Spec 002 §7: a property's settings, app status, roles and role policies. */
export const settingsModule: ServerModule = {
  name: 'settings',
  routes: [settingRoutes],
};
