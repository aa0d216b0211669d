import type { ServerModule } from '../../http/module';
import { unitChangeRoutes } from './routes/unit-changes';
import { unitFileRoutes } from './routes/unit-files';
import { unitOwnerRoutes } from './routes/unit-owners';
import { unitRoutes } from './routes/units';

/** Spec 001 §7: units, their owners and their Excel import. */
export const unitsModule: ServerModule = {
  name: 'units',
  routes: [unitRoutes, unitChangeRoutes, unitOwnerRoutes, unitFileRoutes],
};

export { authorizeUnit, findUnit, findUnitWithOwner, type FirstOwner } from './records';
