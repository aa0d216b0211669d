import type { ServerModule } from '../../http/module';
import { houseRulesRoutes } from './routes';

/** Spec 002 §2, §7: a property's house rules. */
export const houseRulesModule: ServerModule = {
  name: 'house-rules',
  routes: [houseRulesRoutes],
};
