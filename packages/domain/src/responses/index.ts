/**
 * The reply schemas of every call in specs 000-002: the one wire contract the server serialises
 * with, the server's tests parse with, and the client validates with (in development and tests).
 * Which call answers which is the contract's business (`src/contract/`: each endpoint names its
 * reply in `wireSchemas`); this module gathers the schemas for whoever needs them whole.
 */
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
  errorReplySchema,
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
