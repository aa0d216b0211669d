export {
  base64File,
  optionalText,
  requiredText,
  uploadFields,
  wireBoolean,
  wireCount,
  wireDate,
  wireEmail,
  wireFileName,
  wireId,
  wireList,
  wireMonth,
  wireNumber,
  wirePage,
  wireQrcode,
  wireSearch,
  wireToken,
} from './primitives';
export { WIRE_MESSAGES } from './messages';
export {
  downloadQuerySchema,
  idParamsSchema,
  propertyQuerySchema,
  qrcodeParamsSchema,
  unitCardParamsSchema,
  unitParamsSchema,
} from './params';
export type {
  DownloadQuery,
  IdParams,
  PropertyQuery,
  QrcodeParams,
  UnitCardParams,
  UnitParams,
} from './params';
export { autocompleteQuerySchema, listQuerySchema } from './lists';
export type { AutocompleteQuery, ListQuery } from './lists';
export {
  confirmEmailQuerySchema,
  forgotPasswordSchema,
  loginSchema,
  logoutSchema,
  WEB_APP_PLATFORM,
} from './auth';
export type { ConfirmEmailQuery, ForgotPasswordPayload, LoginPayload, LogoutPayload } from './auth';
export {
  importSchema,
  userAddSchema,
  userDetailQuerySchema,
  userEditSchema,
  userListQuerySchema,
  userPictureUploadSchema,
} from './users';
export type {
  ImportPayload,
  UserAddPayload,
  UserDetailQuery,
  UserEditPayload,
  UserListQuery,
  UserPictureUploadPayload,
} from './users';
export {
  accessCardAddSchema,
  accessCardEditSchema,
  assignOwnerSchema,
  unassignOwnerSchema,
  unitAddSchema,
  unitDetailQuerySchema,
  unitEditSchema,
  unitListQuerySchema,
} from './units';
export type {
  AccessCardAddPayload,
  AccessCardEditPayload,
  AssignOwnerPayload,
  UnassignOwnerPayload,
  UnitAddPayload,
  UnitDetailQuery,
  UnitEditPayload,
  UnitListQuery,
} from './units';
export {
  propertyAddSchema,
  propertyDetailQuerySchema,
  propertyEditSchema,
  propertyPictureUploadSchema,
  serviceToggleSchema,
} from './properties';
export type {
  PropertyAddPayload,
  PropertyDetailQuery,
  PropertyEditPayload,
  PropertyPictureUploadPayload,
  ServiceTogglePayload,
} from './properties';
export { visitorAddSchema, visitorDetailQuerySchema, visitorListQuerySchema } from './visitors';
export type { VisitorAddPayload, VisitorDetailQuery, VisitorListQuery } from './visitors';
export {
  documentUploadSchema,
  financeListQuerySchema,
  generateStatementsSchema,
  paymentAddSchema,
  statementPdfQuerySchema,
} from './finance';
export type {
  DocumentUploadPayload,
  FinanceListQuery,
  GenerateStatementsPayload,
  PaymentAddPayload,
  StatementPdfQuery,
} from './finance';
export { announcementAddSchema, announcementListQuerySchema } from './announcements';
export type { AnnouncementAddPayload, AnnouncementListQuery } from './announcements';
export { inboxDeleteSchema, inboxListQuerySchema, inboxReplySchema } from './inbox';
export type { InboxDeletePayload, InboxListQuery, InboxReplyPayload } from './inbox';
export { supportReportSchema } from './support';
export type { SupportReportPayload } from './support';
export {
  appOnlineSchema,
  appVersionSaveSchema,
  houseRulesQuerySchema,
  houseRulesUploadSchema,
  settingsSaveSchema,
} from './settings';
export type {
  AppOnlinePayload,
  AppVersionSavePayload,
  HouseRulesQuery,
  HouseRulesUploadPayload,
  SettingsSavePayload,
} from './settings';
export { reportQuerySchema, reportTypeSchema } from './reports';
export type { ReportQuery } from './reports';
