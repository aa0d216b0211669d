import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../http/deps';
import { multipartBodies } from '../http/multipart-body';
import { accessCardChangeRoutes } from './access-card-changes';
import { accessCardRoutes } from './access-cards';
import { accountStatementRoutes } from './account-statements';
import { announcementAddRoutes } from './announcement-add';
import { announcementRoutes } from './announcements';
import { auditRoutes } from './audit-log';
import { dashboardRoutes } from './dashboard';
import { developerRoutes } from './developer';
import { houseRulesRoutes } from './house-rules';
import { financeFileRoutes } from './finance-files';
import { inboxRoutes } from './inbox';
import { inboxChangeRoutes } from './inbox-changes';
import { loginRoutes } from './login';
import { paymentAddRoutes } from './payment-add';
import { paymentReviewRoutes } from './payment-reviews';
import { paymentRoutes } from './payments';
import { pictureRoutes } from './pictures';
import { propertyRoutes } from './properties';
import { propertyChangeRoutes } from './property-changes';
import { propertyServiceRoutes } from './property-services';
import { reportDataRoutes } from './report-data';
import { reportDocumentRoutes } from './report-documents';
import { requestLogRoutes } from './request-log';
import { sessionRoutes } from './session';
import { statementGenerateRoutes } from './statement-generate';
import { settingRoutes } from './settings';
import { supportRoutes } from './support';
import { unitChangeRoutes } from './unit-changes';
import { unitFileRoutes } from './unit-files';
import { unitOwnerRoutes } from './unit-owners';
import { unitRoutes } from './units';
import { userChangeRoutes } from './user-changes';
import { userFileRoutes } from './user-files';
import { userRemovalRoutes } from './user-removal';
import { userRoutes } from './users';
import { visitorAddRoutes } from './visitor-add';
import { visitorCheckRoutes } from './visitor-checks';
import { visitorPassRoutes } from './visitor-pass';
import { visitorRoutes } from './visitors';

/** The route groups of specs 000 and 001, by resource. Route files never import each other. */
const SESSION_ROUTES = [
  loginRoutes,
  sessionRoutes,
  dashboardRoutes,
  visitorCheckRoutes,
  visitorPassRoutes,
];

/** Spec 002 calls with nested JSON bodies (arrays and objects), outside the multipart scope. */
const JSON_ROUTES = [settingRoutes];

/** The records of spec 001 §7 and the stored pictures: they read multipart bodies. */
const RECORD_ROUTES = [
  userRoutes,
  userChangeRoutes,
  userRemovalRoutes,
  userFileRoutes,
  unitRoutes,
  unitChangeRoutes,
  unitOwnerRoutes,
  unitFileRoutes,
  accessCardRoutes,
  accessCardChangeRoutes,
  propertyRoutes,
  propertyChangeRoutes,
  propertyServiceRoutes,
  visitorRoutes,
  visitorAddRoutes,
  auditRoutes,
  pictureRoutes,
  supportRoutes,
  developerRoutes,
  requestLogRoutes,
  houseRulesRoutes,
  reportDataRoutes,
  reportDocumentRoutes,
  accountStatementRoutes,
  paymentRoutes,
  paymentAddRoutes,
  paymentReviewRoutes,
  announcementRoutes,
  financeFileRoutes,
];

/** Spec 002 calls with lists (types[], ids) or long HTML in their bodies, outside the multipart scope. */
const FINANCE_JSON_ROUTES = [
  statementGenerateRoutes,
  announcementAddRoutes,
  inboxRoutes,
  inboxChangeRoutes,
];

/** Registers every /api route (and /storage/pictures) on `app`. */
export async function apiRoutes(app: FastifyInstance, deps: RouteDeps) {
  for (const routes of SESSION_ROUTES) await routes(app, deps);
  for (const routes of JSON_ROUTES) await routes(app, deps);
  await app.register(async (scope) => {
    for (const routes of FINANCE_JSON_ROUTES) await routes(scope, deps);
  });
  await app.register(async (scope) => {
    await multipartBodies(scope);
    for (const routes of RECORD_ROUTES) await routes(scope, deps);
  });
}
