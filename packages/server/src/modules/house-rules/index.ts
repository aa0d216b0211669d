import type { ServerModule } from '../../http/module';
import { houseRulesRoutes } from './routes';

/** Spec 002: a property's house-rules document. */
export const houseRulesModule: ServerModule = {
  name: 'house-rules',
  routes: [houseRulesRoutes],
};
