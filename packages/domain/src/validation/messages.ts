import { ONLINE_BANKING_UNAVAILABLE } from '../permissions/services';

/**
 * Every message the form rules produce, by id, with its English default. The rules return the id;
 * the app shows it in the active language (its Lingui catalog maps each id), the server may send the
 * English. The quoted product copy of specs 000-002 is kept exactly; the entries marked "ours" word
 * rules the specs leave unworded (the generic messages are used wherever they apply).
 */
export const VALIDATION_MESSAGES = {
  /** Spec 000 §5: required text, search, url, password, number, date and datetime fields. */
  required: 'Please complete this field',
  /** Spec 000 §5: a required e-mail. */
  email: 'Please provide a valid email address',
  /** Spec 000 §5: a required custom select. */
  select: 'Please select the options',
  /** Spec 001 §5. */
  usernameSpecialCharacter: 'Username cannot contain special character',
  /** Spec 001 §8 (pictures) and 002 §5 (announcement attachments). */
  imageTooLarge: 'Image must be below 5MB.',
  /** Spec 001 §8 (Excel) and 002 §5 (receipts). */
  fileTooLarge: 'File size exceeded 1MB.',
  fileNotSupported: 'File not supported.',
  /** Spec 002 §5. */
  receiptRequired: 'Please upload payment receipt',
  monthRequired: 'Please select month',
  invoiceTypeRequired: 'Please select invoice type',
  readingOrder: 'Current reading should be greater than previous reading',
  replyRequired: 'Please provide your reply',
  jettyRequired: 'Please select jetty',
  purchasedSameMonth: 'Purchased date range must be within the same month',
  departureSameMonth: 'Departure date range must be within the same month',
  /** Ours: the wording the wire schemas use for an optional password (spec 000 §9, 6 to 20). */
  passwordLength: 'Password must be 6 to 20 characters',
  /** Ours: parking lots hold at most 10 characters (spec 001 §5). */
  parkingLotLength: 'Please use at most 10 characters',
  /** Ours: the property phone takes digits only (spec 001 §5). */
  digitsOnly: 'Please enter numbers only',
  /** Ours: settings numbers have a minimum of 0 (spec 002 §5). */
  minZero: 'Please enter 0 or more',
  /** Ours: a tenant's IC or passport number (the tenants schema's rule). */
  icOrPassport: 'IC or passport must be 6 to 20 letters, digits or dashes',
  /** Ours: a tenant's phone (the tenants schema's rule). */
  phoneLength: 'Phone must be 6 to 20 digits',
  /** Ours: a complaint's description and its thread's messages hold at most 2000 characters. */
  complaintTextLength: 'Please use at most 2000 characters',
  /** Ours: a facility's bounds (the facilities schema's rules). */
  feeRange: 'Fee must be from RM 0 to RM 99,999.99',
  capacityRange: 'Please enter a whole number from 1 to 10000',
  slotMinutesRange: 'Please enter a whole number of minutes from 15 to 1440',
  weeklyLimitRange: 'Please enter a whole number from 1 to 100',
  facilityHours: 'Closing time must leave room for at least one slot after opening time',
  /** Ours: a payment must move money. */
  amountPositive: 'Please enter an amount above 0',
  /** Ours: a visitor's start date cannot be before today (spec 001 §5). */
  startBeforeToday: 'Start date cannot be before today',
  /** Ours: a visitor's end date cannot be before the start date (spec 001 §5). */
  endBeforeStart: 'End date cannot be before start date',
  /** Ours: every upload takes a single file (spec 001 §5, 002 §5). */
  singleFile: 'Please upload one file only',
  /** Spec 002 §5/§8: the Add Payment form's online banking choice. */
  onlineBankingUnavailable: ONLINE_BANKING_UNAVAILABLE,
} as const;

/** The id of a message the form rules produce ('required', 'email', …). */
export type ValidationMessageId = keyof typeof VALIDATION_MESSAGES;

/** Every validation message id, for whoever must cover them all (a translation table, its test). */
export const VALIDATION_MESSAGE_IDS = Object.keys(VALIDATION_MESSAGES) as ValidationMessageId[];

/** True when `value` is a validation message id (and not, say, a server's own message). */
export function isValidationMessageId(value: unknown): value is ValidationMessageId {
  return typeof value === 'string' && Object.hasOwn(VALIDATION_MESSAGES, value);
}

/** A form's errors: one message id per failing field, absent fields are valid. */
export type FormErrors<Field extends string> = Partial<Record<Field, ValidationMessageId>>;

/** True when a form's errors hold no message. */
export function isValid(errors: Readonly<Record<string, unknown>>): boolean {
  return Object.keys(errors).length === 0;
}
