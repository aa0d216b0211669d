import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../http/deps';
import type { ServerModule } from '../http/module';
import { multipartBodies } from '../http/multipart-body';
import { accessCardsModule } from './access-cards';
import { announcementsModule } from './announcements';
import { auditModule } from './audit';
import { dashboardModule } from './dashboard';
import { developerModule } from './developer';
import { filesModule } from './files';
import { financeModule } from './finance';
import { houseRulesModule } from './house-rules';
import { inboxModule } from './inbox';
import { propertiesModule } from './properties';
import { reportsModule } from './reports';
import { sessionModule } from './session';
import { settingsModule } from './settings';
import { supportModule } from './support';
import { unitsModule } from './units';
import { usersModule } from './users';
import { visitorsModule } from './visitors';
import { facilitiesModule } from './facilities';
import { complainsModule } from './complains';
import { tenantsModule } from './tenants';
// new:resource import inserts above

/** The server's modules, one a resource (docs/adr/0008-server-modules-by-resource.md). */
export const modules: readonly ServerModule[] = [
  sessionModule,
  dashboardModule,
  usersModule,
  unitsModule,
  accessCardsModule,
  propertiesModule,
  visitorsModule,
  auditModule,
  filesModule,
  supportModule,
  developerModule,
  houseRulesModule,
  reportsModule,
  financeModule,
  announcementsModule,
  inboxModule,
  settingsModule,
  facilitiesModule,
  complainsModule,
  tenantsModule,
  // new:resource modules inserts above
];

/**
 * Registers every /api route (and /storage/pictures) on `app`: each module's route groups, in one
 * scope. Each route reads the body its endpoint's `bodyKind` names (JSON, form, multipart).
 */
export async function apiRoutes(app: FastifyInstance, deps: RouteDeps) {
  await multipartBodies(app);
  for (const module of modules) {
    for (const routes of module.routes) await routes(app, deps);
  }
}
