import { createAccessCardsApi } from './access-cards';
import { createAccountStatementsApi } from './account-statements';
import { createAnnouncementsApi } from './announcements';
import { createApiRequestLogApi } from './api-request-log';
import { createAuditApi } from './audit';
import { createAuthApi } from './auth';
import { createBookingApi } from './booking';
import { createDashboardApi } from './dashboard';
import { createErrorLogApi } from './error-log';
import { createFilesApi } from './files';
import { createHouseRulesApi } from './house-rules';
import { createHttp, type ApiClientOptions } from './http';
import { createInboxApi } from './inbox';
import { createPaymentsApi } from './payments';
import { createPropertiesApi } from './properties';
import { createReportsApi } from './reports';
import { createSettingsApi } from './settings';
import { createSupportApi } from './support';
import { createUnitsApi } from './units';
import { createUsersApi } from './users';
import { createVisitorsApi } from './visitors';
import { createFacilitiesApi } from './facilities';
import { createComplainsApi } from './complains';
import { createTenantsApi } from './tenants';
// new:resource import inserts above

/**
 * The typed client for every call in specs 000-002, one group per endpoint family. Each call
 * resolves to an ApiResult and never throws, shows UI or navigates.
 */
export function createApiClient(options: ApiClientOptions) {
  const http = createHttp(options);
  return {
    auth: createAuthApi(http),
    dashboard: createDashboardApi(http),
    users: createUsersApi(http),
    units: createUnitsApi(http),
    accessCards: createAccessCardsApi(http),
    properties: createPropertiesApi(http),
    visitors: createVisitorsApi(http),
    audit: createAuditApi(http),
    accountStatements: createAccountStatementsApi(http),
    payments: createPaymentsApi(http),
    announcements: createAnnouncementsApi(http),
    inbox: createInboxApi(http),
    reports: createReportsApi(http),
    booking: createBookingApi(http),
    errorLog: createErrorLogApi(http),
    apiRequestLog: createApiRequestLogApi(http),
    support: createSupportApi(http),
    settings: createSettingsApi(http),
    houseRules: createHouseRulesApi(http),
    files: createFilesApi(http),
    facilities: createFacilitiesApi(http),
    complains: createComplainsApi(http),
    tenants: createTenantsApi(http),
    // new:resource client inserts above
  };
}

/** The client `createApiClient` builds. */
export type ApiClient = ReturnType<typeof createApiClient>;
