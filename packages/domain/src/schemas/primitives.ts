import { z } from 'zod';
import {
  BASE64_FILE_MAX,
  EMAIL_MAX,
  FILE_NAME_MAX,
  INT32_MAX,
  LIST_MAX,
  PAGE_MAX,
  QRCODE_MAX,
  TEXT_MAX,
  TOKEN_MAX,
} from '../constants/limits';
import { WIRE_MESSAGES } from './messages';

/**
 * Building blocks for wire schemas. Form-encoded and query values arrive as strings, JSON as
 * numbers and booleans, so each block accepts both and outputs one type. Every block is bounded
 * (constants/limits.ts): ids within PostgreSQL's integer, dates on the calendar, texts and lists
 * within a maximum, so bad input answers 400 naming its field, never 500.
 */

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** A message said when a check fails (a catalog id said in the request's language). */
type Said = () => string;

/** A number or a numeric string, `message` for anything else; pipe it into the number's checks. */
function numeric(message: Said) {
  return z.union(
    [
      z.number({ error: message }),
      z
        .string()
        .trim()
        .regex(NUMERIC, { error: message })
        .transform((value) => Number(value)),
    ],
    { error: message },
  );
}

/** A number, or a numeric string as form data and queries carry it (finite: '1' × 400 is not). */
export const wireNumber = numeric(WIRE_MESSAGES.number).pipe(
  z.number({ error: WIRE_MESSAGES.number }),
);

/** A whole number from 0 to `max`. */
function wholeNumber(max: number) {
  return numeric(WIRE_MESSAGES.number).pipe(
    z
      .number({ error: WIRE_MESSAGES.number })
      // The maximum first, alone: 1e20 is above it before it is not a safe whole number.
      .max(max, { error: WIRE_MESSAGES.atMost(max), abort: true })
      .int({ error: WIRE_MESSAGES.wholeNumber })
      .min(0, { error: WIRE_MESSAGES.zeroOrMore }),
  );
}

/** A whole number of 0 or more, within PostgreSQL's integer. */
export const wireCount = wholeNumber(INT32_MAX);

/** A record id: a whole number above 0, within PostgreSQL's integer. */
export const wireId = numeric(WIRE_MESSAGES.id).pipe(
  z
    .number({ error: WIRE_MESSAGES.id })
    .int({ error: WIRE_MESSAGES.id })
    .positive({ error: WIRE_MESSAGES.id })
    .max(INT32_MAX, { error: WIRE_MESSAGES.id }),
);

/** A boolean, or its form spelling ('1'/'0', 'true'/'false', 1/0). */
export const wireBoolean = z.union(
  [
    z.boolean(),
    z.literal([0, 1]).transform((value) => value === 1),
    z.stringbool({ error: WIRE_MESSAGES.boolean }),
  ],
  { error: WIRE_MESSAGES.boolean },
);

/** A text's type failure: `missing` when absent, else 'Must be text' (a number, a list). */
const textTypeError =
  (missing: Said) =>
  ({ input }: { input?: unknown }) =>
    input === undefined || input === null ? missing() : WIRE_MESSAGES.text();

/** A required text: trimmed, not blank, at most `max` characters (default {@link TEXT_MAX}). */
export function requiredText(what: string, max: number = TEXT_MAX) {
  return z
    .string({ error: textTypeError(WIRE_MESSAGES.required(what)) })
    .trim()
    .min(1, { error: WIRE_MESSAGES.required(what) })
    .max(max, { error: WIRE_MESSAGES.textTooLong(max) });
}

/** An optional text: trimmed, at most {@link TEXT_MAX} characters; null and blank mean not given. */
export const optionalText = z
  .string({ error: WIRE_MESSAGES.text })
  .trim()
  .max(TEXT_MAX, { error: WIRE_MESSAGES.textTooLong(TEXT_MAX) })
  .nullish()
  .transform((value) => (value ? value : undefined));

/** An e-mail address of at most {@link EMAIL_MAX} characters. */
export const wireEmail = z
  .email({ error: WIRE_MESSAGES.email })
  .max(EMAIL_MAX, { error: WIRE_MESSAGES.textTooLong(EMAIL_MAX) });

/** A session token as a query carries it to a download (`?token=`); at most {@link TOKEN_MAX}. */
export const wireToken = z
  .string({ error: WIRE_MESSAGES.text })
  .max(TOKEN_MAX, { error: WIRE_MESSAGES.textTooLong(TOKEN_MAX) });

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_SHAPE = /^\d{4}-\d{2}$/;

/** The days of `month` (1–12) in `year`, by the Gregorian calendar's leap years. */
function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether 'yyyy-mm' names a month of the calendar (year 1 or later: there is no year 0). */
function isCalendarMonth(value: string): boolean {
  const [year = 0, month = 0] = value.split('-').map(Number);
  return year >= 1 && month >= 1 && month <= 12;
}

/** Whether 'yyyy-mm-dd' names a day of the calendar (not 2026-13-45, 2026-02-30 or 2025-02-29). */
function isCalendarDay(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  return isCalendarMonth(value.slice(0, 7)) && day >= 1 && day <= daysIn(year, month);
}

/** A day as 'yyyy-mm-dd' that exists on the calendar. */
export const wireDate = z
  .string({ error: WIRE_MESSAGES.date })
  .trim()
  .regex(DAY_SHAPE, { error: WIRE_MESSAGES.date })
  .refine((value) => !DAY_SHAPE.test(value) || isCalendarDay(value), {
    error: WIRE_MESSAGES.realDate,
  });

/** A month as 'yyyy-mm' that exists on the calendar (spec 002 §9: month pickers use month and year). */
export const wireMonth = z
  .string({ error: WIRE_MESSAGES.month })
  .trim()
  .regex(MONTH_SHAPE, { error: WIRE_MESSAGES.month })
  .refine((value) => !MONTH_SHAPE.test(value) || isCalendarMonth(value), {
    error: WIRE_MESSAGES.realMonth,
  });

/** A zero-based page number (spec 001 §3), at most {@link PAGE_MAX}; 0 when not given. */
export const wirePage = wholeNumber(PAGE_MAX).default(0);

/** An optional search text; blank means no search. */
export const wireSearch = optionalText;

/** A list of at most {@link LIST_MAX} values (ids, types, roles). */
export function wireList<Item extends z.ZodType>(item: Item) {
  return z
    .array(item, { error: WIRE_MESSAGES.list })
    .max(LIST_MAX, { error: WIRE_MESSAGES.listTooLong(LIST_MAX) });
}

/** A visitor pass's QR code, as a path carries it: 1 to {@link QRCODE_MAX} letters, digits, - or _. */
export const wireQrcode = z
  .string({ error: WIRE_MESSAGES.qrcodeRequired })
  .trim()
  .min(1, { error: WIRE_MESSAGES.qrcodeRequired })
  .max(QRCODE_MAX, { error: WIRE_MESSAGES.qrcodeTooLong })
  .regex(/^[A-Za-z0-9_-]*$/, { error: WIRE_MESSAGES.qrcodeCharacters });

/**
 * An upload's original file name: not blank, at most {@link FILE_NAME_MAX} characters, a name and
 * not a path (no / or \), without NUL or other control characters.
 */
export const wireFileName = z
  .string({ error: textTypeError(WIRE_MESSAGES.fileNameRequired) })
  .trim()
  .min(1, { error: WIRE_MESSAGES.fileNameRequired })
  .max(FILE_NAME_MAX, { error: WIRE_MESSAGES.textTooLong(FILE_NAME_MAX) })
  .refine((name) => !/[/\\]/.test(name), { error: WIRE_MESSAGES.fileNamePath })
  .refine((name) => !/\p{Cc}/u.test(name), { error: WIRE_MESSAGES.controlCharacters });

/** A base64 file body with its original file name, as every upload sends it (spec 001 §7). */
export const uploadFields = {
  original_name: wireFileName,
};

/** A base64 payload, optionally a data URL, of at most {@link BASE64_FILE_MAX} characters. */
export function base64File(what: string) {
  return requiredText(what, BASE64_FILE_MAX).regex(
    /^(data:[\w.+-]+\/[\w.+-]+;base64,)?[A-Za-z0-9+/=\s]+$/,
    { error: `${what} must be base64` },
  );
}
