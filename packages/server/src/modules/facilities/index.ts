import type { ServerModule } from '../../http/module';
import { facilityRoutes } from './routes/facilities';

/** A property's facilities (made by `pnpm new:resource`, docs/adding-a-screen.md). */
export const facilitiesModule: ServerModule = {
  name: 'facilities',
  routes: [facilityRoutes],
};
