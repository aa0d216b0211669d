import type { ServerModule } from '../../http/module';
import { userAddRoutes } from './routes/user-add';
import { userChangeRoutes } from './routes/user-changes';
import { userFileRoutes } from './routes/user-files';
import { userRemovalRoutes } from './routes/user-removal';
import { userRoutes } from './routes/users';

/** Spec 001 §7: owners and admins, their changes, removal, pictures and Excel import. */
export const usersModule: ServerModule = {
  name: 'users',
  routes: [userRoutes, userAddRoutes, userChangeRoutes, userRemovalRoutes, userFileRoutes],
};

export { confirmEmail } from './account-changes';
export { freeSlot, unitSlotColumns, unusablePassword, userWire, usersWithUnits } from './records';
