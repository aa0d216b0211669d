import type { ServerModule } from '../../http/module';
import { supportRoutes } from './routes';

/** Spec 002 §5: support requests and bug reports. */
export const supportModule: ServerModule = {
  name: 'support',
  routes: [supportRoutes],
};
