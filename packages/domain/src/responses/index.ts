/**
 * The reply schemas of every call in specs 000-002: the one wire contract the server serialises
 * with, the server's tests parse with, and the client validates with (in development and tests).
 *
 * Which schema answers which call (`responseSchemas` holds the same, keyed by method and the route
 * as the server registers it):
 *
 *   GET    /api/authenticate                       authenticateResponseSchema
 *   POST   /api/login                              loginResponseSchema
 *   POST   /api/logout, /api/forgot_password       messageResponseSchema
 *   GET    /api/confirm_email                      messageResponseSchema
 *   GET    /api/dashboard                          dashboardResponseSchema
 *   GET    /api/notification                       notificationResponseSchema
 *   GET    /api/users                              userListResponseSchema
 *   GET    /api/users/detail/:id                   userDetailResponseSchema
 *   POST   /api/users/add, /api/users/edit         userSchema
 *   DELETE /api/users/:id                          messageResponseSchema
 *   GET    /api/users/remove-device/:id            messageResponseSchema
 *   POST   /api/users/upload                       pictureUploadResponseSchema
 *   POST   /api/users/import, /api/units/import    importResponseSchema
 *   GET    /api/users/autocomplete                 ownerAutocompleteResponseSchema
 *   GET    /api/units                              unitListResponseSchema
 *   GET    /api/units/detail/:id                   unitDetailResponseSchema
 *   POST   /api/units/add                          unitAddResponseSchema
 *   POST   /api/units/edit                         unitSchema
 *   DELETE /api/units/:id                          messageResponseSchema
 *   POST   /api/units/assign                       unitOwnersResponseSchema
 *   POST   /api/units/unassign                     messageResponseSchema
 *   GET    /api/units/access-card/:unit_id         accessCardListResponseSchema
 *   POST   /api/units/access-card/add, .../edit    accessCardSchema
 *   DELETE /api/units/access-card/:unit_id/:id     messageResponseSchema
 *   GET    /api/properties                         propertyListResponseSchema
 *   GET    /api/properties/detail/:id              propertyDetailResponseSchema
 *   POST   /api/properties/add, /api/properties/edit  propertyDetailSchema
 *   POST   /api/properties/upload                  pictureUploadResponseSchema
 *   POST   /api/properties/enable-service, disable-service  messageResponseSchema
 *   GET    /api/visitors                           visitorListResponseSchema
 *   GET    /api/visitors/detail/:qrcode            visitorDetailResponseSchema
 *   POST   /api/visitors/add                       visitorSchema
 *   GET    /api/visitors/autocomplete              visitorAutocompleteResponseSchema
 *   GET    /api/visitors/check-in/:qrcode, check-out/:qrcode  visitorCheckResponseSchema
 *   GET    /api/public/visitors/:qrcode            publicVisitorPassSchema
 *   GET    /api/audit                              auditListResponseSchema
 *   spec 002: account statements, payments, announcements, inbox, reports, booking, error log,
 *   api request log, support and settings, as listed in `responseSchemas` below.
 *
 * Downloads that answer a file, not JSON (templates, pictures, PDFs, reports, house rules), have
 * no reply schema and are not in the map.
 */
import type { z } from 'zod';
import { accessCardListResponseSchema, accessCardSchema } from './access-cards';
import { accountStatementListResponseSchema } from './account-statements';
import {
  announcementDetailResponseSchema,
  announcementListResponseSchema,
  announcementSchema,
} from './announcements';
import { apiRequestLogListResponseSchema } from './api-request-log';
import { auditListResponseSchema } from './audit';
import { authenticateResponseSchema, loginResponseSchema } from './auth';
import { groupTypeResponseSchema } from './booking';
import {
  documentUploadResponseSchema,
  importResponseSchema,
  messageResponseSchema,
  pictureUploadResponseSchema,
} from './common';
import { dashboardResponseSchema, notificationResponseSchema } from './dashboard';
import { errorLogResponseSchema } from './error-log';
import { inboxListResponseSchema, inboxReadResponseSchema } from './inbox';
import { paymentAddResponseSchema, paymentListResponseSchema } from './payments';
import {
  propertyDetailResponseSchema,
  propertyDetailSchema,
  propertyListResponseSchema,
} from './properties';
import { reportsDataSchema } from './reports';
import { appVersionSchema, settingsSchema } from './settings';
import { supportListResponseSchema } from './support';
import {
  unitAddResponseSchema,
  unitDetailResponseSchema,
  unitListResponseSchema,
  unitOwnersResponseSchema,
  unitSchema,
} from './units';
import {
  ownerAutocompleteResponseSchema,
  userDetailResponseSchema,
  userListResponseSchema,
  userSchema,
} from './users';
import {
  publicVisitorPassSchema,
  visitorAutocompleteResponseSchema,
  visitorCheckResponseSchema,
  visitorDetailResponseSchema,
  visitorListResponseSchema,
  visitorSchema,
} from './visitors';

/**
 * The reply schema of every JSON call, keyed by method and route pattern exactly as the server
 * registers it ('GET /api/units/detail/:id'). Spec 002 routes are keyed as they will be served.
 */
export const responseSchemas = {
  // Spec 000 §7
  'GET /api/authenticate': authenticateResponseSchema,
  'POST /api/login': loginResponseSchema,
  'POST /api/logout': messageResponseSchema,
  'POST /api/forgot_password': messageResponseSchema,
  'GET /api/confirm_email': messageResponseSchema,
  'GET /api/dashboard': dashboardResponseSchema,
  'GET /api/notification': notificationResponseSchema,
  'GET /api/visitors/check-in/:qrcode': visitorCheckResponseSchema,
  'GET /api/public/visitors/:qrcode': publicVisitorPassSchema,
  // Spec 001 §7
  'GET /api/users': userListResponseSchema,
  'GET /api/users/detail/:id': userDetailResponseSchema,
  'POST /api/users/add': userSchema,
  'POST /api/users/edit': userSchema,
  'DELETE /api/users/:id': messageResponseSchema,
  'GET /api/users/remove-device/:id': messageResponseSchema,
  'POST /api/users/upload': pictureUploadResponseSchema,
  'POST /api/users/import': importResponseSchema,
  'GET /api/users/autocomplete': ownerAutocompleteResponseSchema,
  'GET /api/units': unitListResponseSchema,
  'GET /api/units/detail/:id': unitDetailResponseSchema,
  'POST /api/units/add': unitAddResponseSchema,
  'POST /api/units/edit': unitSchema,
  'DELETE /api/units/:id': messageResponseSchema,
  'POST /api/units/import': importResponseSchema,
  'POST /api/units/assign': unitOwnersResponseSchema,
  'POST /api/units/unassign': messageResponseSchema,
  'GET /api/units/access-card/:unit_id': accessCardListResponseSchema,
  'POST /api/units/access-card/add': accessCardSchema,
  'POST /api/units/access-card/edit': accessCardSchema,
  'DELETE /api/units/access-card/:unit_id/:id': messageResponseSchema,
  'GET /api/properties': propertyListResponseSchema,
  'GET /api/properties/detail/:id': propertyDetailResponseSchema,
  'POST /api/properties/add': propertyDetailSchema,
  'POST /api/properties/edit': propertyDetailSchema,
  'POST /api/properties/upload': pictureUploadResponseSchema,
  'POST /api/properties/enable-service': messageResponseSchema,
  'POST /api/properties/disable-service': messageResponseSchema,
  'GET /api/visitors': visitorListResponseSchema,
  'GET /api/visitors/detail/:qrcode': visitorDetailResponseSchema,
  'POST /api/visitors/add': visitorSchema,
  'GET /api/visitors/autocomplete': visitorAutocompleteResponseSchema,
  'GET /api/visitors/check-out/:qrcode': visitorCheckResponseSchema,
  'GET /api/audit': auditListResponseSchema,
  // Spec 002 §7
  'GET /api/account-statements': accountStatementListResponseSchema,
  'POST /api/account-statements/generate': accountStatementListResponseSchema,
  'GET /api/payments': paymentListResponseSchema,
  'POST /api/payments/add': paymentAddResponseSchema,
  'POST /api/payments/upload': documentUploadResponseSchema,
  'GET /api/payments/verify/:id': messageResponseSchema,
  'GET /api/payments/reject/:id': messageResponseSchema,
  'GET /api/announcements': announcementListResponseSchema,
  'GET /api/announcements/detail/:id': announcementDetailResponseSchema,
  'POST /api/announcements/add': announcementSchema,
  'POST /api/announcements/upload': documentUploadResponseSchema,
  'GET /api/inbox': inboxListResponseSchema,
  'GET /api/inbox/read/:id': inboxReadResponseSchema,
  'GET /api/inbox/mark-all-as-read': messageResponseSchema,
  'POST /api/inbox/delete': messageResponseSchema,
  'GET /api/inbox/delete-all': messageResponseSchema,
  'GET /api/inbox/clear-archive': messageResponseSchema,
  'POST /api/inbox/reply': messageResponseSchema,
  'GET /api/reports': reportsDataSchema,
  'GET /api/booking/group-type/:group_type': groupTypeResponseSchema,
  'GET /error_log': errorLogResponseSchema,
  'GET /clear_log': messageResponseSchema,
  'GET /api/api-request-log': apiRequestLogListResponseSchema,
  'GET /api/support': supportListResponseSchema,
  'POST /api/support/report': supportListResponseSchema,
  'GET /api/support/resolve/:id': messageResponseSchema,
  'GET /api/setting': settingsSchema,
  'POST /api/setting': messageResponseSchema,
  'POST /api/setting/online': messageResponseSchema,
  'GET /api/setting/app-version': appVersionSchema,
  'POST /api/setting/app-version': messageResponseSchema,
  'POST /api/units/house-rules/upload': messageResponseSchema,
} as const satisfies Record<string, z.ZodType>;

/** A call's key in {@link responseSchemas}: method and route pattern. */
export type ResponseRoute = keyof typeof responseSchemas;

/** The reply of a call, by its key in {@link responseSchemas}. */
export type ResponseOf<Route extends ResponseRoute> = z.output<(typeof responseSchemas)[Route]>;

export { accessCardListResponseSchema, accessCardSchema } from './access-cards';
export {
  accountStatementListResponseSchema,
  accountStatementRowSchema,
  financeUnitSchema,
  outstandingExtra,
} from './account-statements';
export {
  announcementDetailResponseSchema,
  announcementListResponseSchema,
  announcementSchema,
} from './announcements';
export { apiRequestLogListResponseSchema, apiRequestLogRowSchema } from './api-request-log';
export { auditEntrySchema, auditListResponseSchema } from './audit';
export {
  announcementBriefSchema,
  authenticateResponseSchema,
  bubbleCountersSchema,
  loginResponseSchema,
  navSchema,
  sessionUserSchema,
  userPropertySchema,
} from './auth';
export { groupTypeEntrySchema, groupTypeResponseSchema } from './booking';
export {
  autocompleteResponse,
  countSchema,
  createdBySchema,
  detailResponse,
  documentUploadResponseSchema,
  importResponseSchema,
  listResponse,
  messageResponseSchema,
  namedOptionSchema,
  pictureUploadResponseSchema,
  wireDateSchema,
  wireIdSchema,
} from './common';
export {
  chartSeriesSchema,
  dashboardActivitySchema,
  dashboardResponseSchema,
  notificationResponseSchema,
} from './dashboard';
export { errorLogResponseSchema } from './error-log';
export { inboxItemSchema, inboxListResponseSchema, inboxReadResponseSchema } from './inbox';
export { paymentAddResponseSchema, paymentListResponseSchema, paymentSchema } from './payments';
export {
  propertyDetailResponseSchema,
  propertyDetailSchema,
  propertyListResponseSchema,
  propertySchema,
} from './properties';
export { reportsDataSchema } from './reports';
export {
  appVersionSchema,
  policyPermissionSchema,
  rolePolicySchema,
  roleWithPoliciesSchema,
  settingsSchema,
} from './settings';
export { supportListResponseSchema, supportReportEntrySchema } from './support';
export {
  unitAddResponseSchema,
  unitDetailResponseSchema,
  unitListResponseSchema,
  unitOwnerSchema,
  unitOwnersResponseSchema,
  unitSchema,
} from './units';
export {
  deviceSchema,
  ownerAutocompleteResponseSchema,
  ownerSuggestionSchema,
  userDetailResponseSchema,
  userListResponseSchema,
  userPolicySchema,
  userSchema,
  userUnitSchema,
} from './users';
export {
  publicVisitorPassSchema,
  visitorAutocompleteResponseSchema,
  visitorCheckResponseSchema,
  visitorDetailResponseSchema,
  visitorListResponseSchema,
  visitorSchema,
  visitorSuggestionSchema,
} from './visitors';
