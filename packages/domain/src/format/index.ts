export { auditReferences, AUDIT_REFERENCE_KINDS, formatAuditActivity } from './audit';
export type { AuditActivitySource, AuditReference, AuditReferenceKind } from './audit';
export { formatCounter } from './counter';
export {
  dateInstant,
  dateParts,
  formatDate,
  formatDateTime,
  formatTime,
  PROPERTY_TIME_ZONE,
} from './date';
export type { DateFormatOptions, DateInput, DateParts } from './date';
export { displayNavName, displayPermissionName } from './display-name';
export { EMOJI_BY_SHORTCODE, replaceEmojiShortcodes, tokenizeMessage } from './emoji';
export type { MessagePart } from './emoji';
export { formatRM } from './money';
export { formatMonth, formatMonthLabel, MONTH_NAMES_EN, monthOf, parseMonth } from './month';
export type { MonthValue } from './month';
