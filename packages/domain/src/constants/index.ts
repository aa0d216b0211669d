export { EMOJI_SHORTCODES } from './emoji';
export type { EmojiShortcode } from './emoji';
export {
  ANNOUNCEMENT_RECIPIENTS,
  DOCUMENT_EXTENSIONS,
  EXCEL_EXTENSIONS,
  INVOICE_TYPES,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  PICTURE_EXTENSIONS,
  SUPPORT_STATUSES,
} from './finance';
export {
  ATTACHMENT_MAX_BYTES,
  AUTOCOMPLETE_DELAY_MS,
  BASE64_FILE_MAX,
  BUBBLE_THROTTLE_MS,
  CHAT_PANEL_GAP,
  CHAT_PANEL_WIDTH,
  COUNTER_MAX,
  DEFAULT_LOCALE,
  EMAIL_MAX,
  EXCEL_MAX_BYTES,
  FILE_NAME_MAX,
  INT32_MAX,
  LIST_MAX,
  LOCALES,
  MAX_OWNERS_PER_UNIT,
  MESSAGE_HTML_MAX,
  PAGE_MAX,
  PAGE_SIZE,
  PARKING_LOT_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PICTURE_MAX_BYTES,
  QRCODE_MAX,
  RECEIPT_MAX_BYTES,
  RECONNECT_INTERVAL_MS,
  RECONNECT_MAX_ATTEMPTS,
  REPLY_MAX,
  REQUEST_TIMEOUT_MS,
  RESTART_RETRY_MAX_MS,
  RESTART_RETRY_MIN_MS,
  ROLE_NAME_MAX,
  SELECT_BATCH_SIZE,
  SELECT_SEARCH_THRESHOLD,
  SIDEBAR_COLLAPSE_PX,
  TEXT_MAX,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOKEN_MAX,
  TYPING_TIMEOUT_MS,
  UPLOAD_MAX_FILES,
} from './limits';
export type { Locale } from './limits';
export { POLICY_AREAS } from './policy-areas';
export type { PolicyAction, PolicyArea } from './policy-areas';
export { GENDERS, MARITAL_STATUSES, STAFF_ROLES, USER_TYPES } from './people';
export type { StaffRole } from './people';
export { BANKS, MALAYSIAN_STATES, OWNER_SLOT_KEYS } from './property';
export type { Bank, MalaysianState } from './property';
export {
  BOAT_TYPES,
  GROUP_TYPES,
  PLATFORMS,
  REPORT_COUNTERS,
  REPORT_FILTER_NAMES,
  REPORT_SHIFTS,
  REPORT_STATUSES,
  REPORT_TYPE_FILTERS,
  REPORT_TYPES,
  TIME_SLOTS,
  TRIP_TYPES,
} from './reports';
export type {
  BoatType,
  GroupType,
  Platform,
  ReportCounter,
  ReportFilterName,
  ReportShift,
  ReportStatus,
  TimeSlot,
  TripType,
} from './reports';
export {
  DEFAULT_VISITOR_TYPE,
  VISITOR_STATUSES,
  VISITOR_TAB_LABELS,
  VISITOR_TABS,
  VISITOR_TYPES,
} from './visitors';
