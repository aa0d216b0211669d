/**
 * The product runs on Malaysian time (UTC+8, no daylight saving): "today", "this month" and the
 * visitor pass's validity days are counted there.
 */
const OFFSET_MS = 8 * 60 * 60 * 1000;

/** The calendar day in Malaysia as 'yyyy-mm-dd'. */
export function localDate(now: Date): string {
  return new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The calendar day `days` after (or before) a 'yyyy-mm-dd' day. */
export function shiftDate(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first day of the month in Malaysia and the first day of the next, as 'yyyy-mm-dd'. */
export function monthRange(now: Date): { start: string; end: string; month: string } {
  const local = new Date(now.getTime() + OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const start = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  const end = new Date(Date.UTC(year, month + 1, 1)).toISOString().slice(0, 10);
  return { start, end, month: start.slice(0, 7) };
}

/** A time as the wire carries it: 'yyyy-mm-dd HH:mm:ss' in Malaysian time (spec 001 §9 dates). */
export function wireDateTime(value: Date): string;
export function wireDateTime(value: Date | null | undefined): string | null;
export function wireDateTime(value: Date | null | undefined): string | null {
  if (!value) return null;
  const local = new Date(value.getTime() + OFFSET_MS);
  const year = local.getUTCFullYear();
  // Written from its fields: a list writes one per row, and this is a third of toISOString's
  // cost. Years outside 4 digits (which toISOString writes with a sign) take the long way.
  if (year < 1000 || year > 9999) return local.toISOString().slice(0, 19).replace('T', ' ');
  return `${year}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`;
}

/** A number of 0-99 in two digits. */
const two = (value: number) => (value < 10 ? `0${value}` : String(value));

/** 'yyyy-mm-dd HH:mm' in Malaysian time: a wire time to the minute. */
export function wireMinute(value: Date): string {
  return wireDateTime(value).slice(0, 16);
}

/** The month `offset` months from the month starting on `monthStart` ('yyyy-mm-01'). */
export function shiftMonth(
  monthStart: string,
  offset: number,
): { start: string; end: string; month: string } {
  const [year, month] = monthStart.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 1 + offset, 1)).toISOString().slice(0, 10);
  const end = new Date(Date.UTC(year, month + offset, 1)).toISOString().slice(0, 10);
  return { start, end, month: start.slice(0, 7) };
}
