import type { ServerModule } from '../../http/module';
import { complaintRoutes } from './routes/complains';

/** A property's complains (made by `pnpm new:resource`, docs/adding-a-screen.md). */
export const complainsModule: ServerModule = {
  name: 'complains',
  routes: [complaintRoutes],
};
