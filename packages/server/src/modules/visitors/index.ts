import type { ServerModule } from '../../http/module';
import { visitorAddRoutes } from './routes/visitor-add';
import { visitorCheckRoutes } from './routes/visitor-checks';
import { visitorPassRoutes } from './routes/visitor-pass';
import { visitorRoutes } from './routes/visitors';

/** Spec 000 §7, spec 001 §7: visitors, their QR passes and the gate checks. */
export const visitorsModule: ServerModule = {
  name: 'visitors',
  routes: [visitorRoutes, visitorAddRoutes, visitorCheckRoutes, visitorPassRoutes],
};
