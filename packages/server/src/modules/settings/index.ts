import type { ServerModule } from '../../http/module';
import { settingRoutes } from './routes';

/** Spec 002 §4: a property's settings, roles and role policies. */
export const settingsModule: ServerModule = {
  name: 'settings',
  routes: [settingRoutes],
};
