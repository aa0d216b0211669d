import type { ServerModule } from '../../http/module';
import { complaintAddRoutes } from './routes/complaint-add';
import { complaintChangeRoutes } from './routes/complaint-changes';
import { complaintPhotoRoutes } from './routes/complaint-photos';
import { complaintThreadRoutes } from './routes/complaint-thread';
import { complaintRoutes } from './routes/complains';

/** The Complains service (spec 002 §1-§2): owners file complaints, staff handle them. */
export const complainsModule: ServerModule = {
  name: 'complains',
  routes: [
    complaintRoutes,
    complaintAddRoutes,
    complaintPhotoRoutes,
    complaintChangeRoutes,
    complaintThreadRoutes,
  ],
};
