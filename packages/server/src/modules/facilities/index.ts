import type { ServerModule } from '../../http/module';
import { facilityBookingRoutes } from './routes/facility-bookings';
import { facilityPictureRoutes } from './routes/facility-picture';
import { facilityRoutes } from './routes/facilities';

/** Spec 002 §1 Facilities: a property's facilities and their bookings (started by `pnpm new:resource`). */
export const facilitiesModule: ServerModule = {
  name: 'facilities',
  routes: [facilityRoutes, facilityBookingRoutes, facilityPictureRoutes],
};
