import type { ServerModule } from '../../http/module';
import { accessCardChangeRoutes } from './routes/access-card-changes';
import { accessCardRoutes } from './routes/access-cards';

/** Spec 001 §7: a unit's access cards. */
export const accessCardsModule: ServerModule = {
  name: 'access-cards',
  routes: [accessCardRoutes, accessCardChangeRoutes],
};
