import type { ServerModule } from '../../http/module';
import { supportRoutes } from './routes';

/** Spec 002 §7: bug reports and support requests. */
export const supportModule: ServerModule = {
  name: 'support',
  routes: [supportRoutes],
};
