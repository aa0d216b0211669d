import { accessCardsSchemas } from './access-cards';
import { accountStatementsSchemas } from './account-statements';
import { announcementsSchemas } from './announcements';
import { apiRequestLogSchemas } from './api-request-log';
import { auditSchemas } from './audit';
import { authSchemas } from './auth';
import { bookingSchemas } from './booking';
import { commonSchemas } from './common';
import { dashboardSchemas } from './dashboard';
import { errorLogSchemas } from './error-log';
import { filesSchemas } from './files';
import { houseRulesSchemas } from './house-rules';
import { inboxSchemas } from './inbox';
import { paymentsSchemas } from './payments';
import { propertiesSchemas } from './properties';
import { reportsSchemas } from './reports';
import { settingsSchemas } from './settings';
import { supportSchemas } from './support';
import { unitsSchemas } from './units';
import { usersSchemas } from './users';
import { visitorsSchemas } from './visitors';
import { facilitiesSchemas } from './facilities';
import { complainsSchemas } from './complains';
import { tenantsSchemas } from './tenants';
// new:resource import inserts above

/**
 * Every named wire schema of the contract: what an endpoint's `params`, `query`, `body` and
 * `reply` name, and the OpenAPI document's components. The server validates and serialises with
 * these, the client validates replies with them in development and tests; a production client
 * never loads them (its endpoints name them only). A name ending in Params or Query holds
 * parameters; any other names a body or a reply.
 */
export const wireSchemas = {
  ...commonSchemas,
  ...authSchemas,
  ...dashboardSchemas,
  ...usersSchemas,
  ...unitsSchemas,
  ...accessCardsSchemas,
  ...propertiesSchemas,
  ...visitorsSchemas,
  ...auditSchemas,
  ...accountStatementsSchemas,
  ...paymentsSchemas,
  ...announcementsSchemas,
  ...inboxSchemas,
  ...reportsSchemas,
  ...bookingSchemas,
  ...errorLogSchemas,
  ...apiRequestLogSchemas,
  ...supportSchemas,
  ...settingsSchemas,
  ...houseRulesSchemas,
  ...filesSchemas,
  ...facilitiesSchemas,
  ...complainsSchemas,
  ...tenantsSchemas,
  // new:resource schemas inserts above
};

/** The named wire schemas' types. */
export type WireSchemas = typeof wireSchemas;
