/** A date as the wire or the app holds it: a Date, epoch milliseconds or a date string. */
export type DateInput = Date | number | string | null | undefined;

/**
 * The zone the server writes its wall-clock dates in and the app shows every time in (Malaysia),
 * whatever the browser's own clock says.
 */
export const PROPERTY_TIME_ZONE = 'Asia/Kuala_Lumpur';

/** Where to read the calendar date of an instant; defaults to the runtime's own zone. */
export type DateFormatOptions = {
  /** An IANA zone such as 'Asia/Kuala_Lumpur'. */
  timeZone?: string;
};

/** The calendar parts of a date, month 1–12 and a 24-hour clock. */
export type DateParts = { year: number; month: number; day: number; hour: number; minute: number };

// 'yyyy-mm-dd', optionally followed by ' hh:mm[:ss[.fff]]' and no zone: the server's wall clock.
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const printDate = ({ year, month, day }: DateParts) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

function isRealDate({ year, month, day, hour, minute }: DateParts): boolean {
  const check = new Date(Date.UTC(year, month - 1, day));
  return (
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    hour < 24 &&
    minute < 60
  );
}

function instantParts(date: Date, timeZone: string | undefined): DateParts {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/**
 * Reads the calendar parts of a date. A zone-less 'yyyy-mm-dd[ hh:mm[:ss]]' string is the
 * server's wall clock and is taken as written; anything else is an instant, read in `timeZone`.
 */
export function dateParts(value: DateInput, options: DateFormatOptions = {}): DateParts | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const match = WALL_CLOCK.exec(value.trim());
    if (match) {
      const [, year, month, day, hour = '0', minute = '0'] = match;
      const parts = {
        year: Number(year),
        month: Number(month),
        day: Number(day),
        hour: Number(hour),
        minute: Number(minute),
      };
      return isRealDate(parts) ? parts : null;
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return instantParts(date, options.timeZone);
}

/** Spec 001 §9: dates show as yyyy-mm-dd; an empty or unreadable date shows nothing. */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  const parts = dateParts(value, options);
  if (!parts) return '';
  return printDate(parts);
}

/** A date and 24-hour time, 'yyyy-mm-dd hh:mm' (audit 'Date and Time', visitor check-in). */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  const parts = dateParts(value, options);
  if (!parts) return '';
  return `${printDate(parts)} ${pad(parts.hour)}:${pad(parts.minute)}`;
}

/** A 24-hour time, 'hh:mm' (chat messages); an empty or unreadable date shows nothing. */
export function formatTime(value: DateInput, options: DateFormatOptions = {}): string {
  const parts = dateParts(value, options);
  if (!parts) return '';
  return `${pad(parts.hour)}:${pad(parts.minute)}`;
}

/**
 * The instant a date stands for: a zone-less 'yyyy-mm-dd[ hh:mm[:ss]]' string is the server's
 * wall clock in `timeZone`; anything else is an instant already. Null when unreadable.
 */
export function dateInstant(value: DateInput, options: DateFormatOptions = {}): Date | null {
  const parts = dateParts(value, options);
  if (!parts) return null;
  const match = typeof value === 'string' ? WALL_CLOCK.exec(value.trim()) : null;
  if (!match) return value instanceof Date ? value : new Date(value!);
  const seconds = Number(match[6] ?? 0);
  const asIfUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  // The zone's offset at that moment: what its clock reads then, less the wall clock itself.
  const read = instantParts(new Date(asIfUtc), options.timeZone);
  const offset = Date.UTC(read.year, read.month - 1, read.day, read.hour, read.minute) - asIfUtc;
  return new Date(asIfUtc - offset + seconds * 1000);
}
