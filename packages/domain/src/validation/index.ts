export {
  isValid,
  isValidationMessageId,
  VALIDATION_MESSAGE_IDS,
  VALIDATION_MESSAGES,
} from './messages';
export type { FormErrors, ValidationMessageId } from './messages';
export {
  checkField,
  checkFields,
  clampNumber,
  isBlank,
  isNumeric,
  keepDigits,
  textOf,
} from './field';
export type { FieldDescriptor, FieldType, FieldValue } from './field';
export {
  ANNOUNCEMENT_ATTACHMENT,
  checkUpload,
  EXCEL_IMPORT,
  fileExtension,
  PICTURE_UPLOAD,
  RECEIPT_UPLOAD,
} from './files';
export type { FileLike, UploadRule } from './files';
export { checkInErrors, forgotPasswordErrors, loginErrors } from './auth';
export type { CheckInForm, ForgotPasswordForm, LoginForm } from './auth';
export {
  accessCardErrors,
  canAssignOwner,
  defaultVisitorEndDate,
  isPlainUsername,
  OVER_NIGHT,
  propertyFormErrors,
  unitFormErrors,
  userFormErrors,
  visitorFormErrors,
} from './people';
export type { PropertyForm, UnitForm, UserForm, UserFormContext, VisitorForm } from './people';
export {
  invoiceFormErrors,
  invoiceSubmitEnabled,
  invoiceTypeOptions,
  paymentFormErrors,
  paymentSubmitEnabled,
  waterReadingErrors,
} from './finance';
export type {
  InvoiceField,
  InvoiceForm,
  InvoiceTypeOption,
  PaymentForm,
  PaymentFormContext,
  PaymentFormErrors,
  WaterReadingForm,
} from './finance';
export { announcementErrors, inboxReplyErrors, supportReportErrors } from './communication';
export type { AnnouncementForm } from './communication';
export {
  missingReportFilter,
  reportFilterErrors,
  reportHasFilter,
  reportQuery,
  reportSubmitEnabled,
} from './reports';
export type { DateRange, ReportFilters, ReportRulesScope, RequiredReportFilter } from './reports';
export { SETTINGS_NUMBER_FIELDS, settingsErrors } from './settings';
export type { SettingsField, SettingsForm, SettingsNumberField } from './settings';
