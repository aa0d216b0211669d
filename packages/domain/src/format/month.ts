import { dateParts } from './date';
import type { DateFormatOptions, DateInput } from './date';

/** English month names, January first; the app passes translated names for Malay. */
export const MONTH_NAMES_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A month of a year as the month pickers hold it; `month` runs 1–12. */
export type MonthValue = { year: number; month: number };

const isMonthValue = ({ year, month }: MonthValue) =>
  Number.isInteger(year) &&
  year >= 0 &&
  year <= 9999 &&
  Number.isInteger(month) &&
  month >= 1 &&
  month <= 12;

/** The wire value of a month, 'yyyy-mm' (spec 002 §3, invoice and payment `date`). */
export function formatMonth(value: MonthValue): string {
  if (!isMonthValue(value)) return '';
  return `${String(value.year).padStart(4, '0')}-${String(value.month).padStart(2, '0')}`;
}

/** A month for people, 'November 2026', with the month names of the current language. */
export function formatMonthLabel(
  value: MonthValue,
  monthNames: readonly string[] = MONTH_NAMES_EN,
): string {
  if (!isMonthValue(value)) return '';
  return `${monthNames[value.month - 1] ?? MONTH_NAMES_EN[value.month - 1]} ${value.year}`;
}

/** Reads a 'yyyy-mm' wire value; anything else is `null`. */
export function parseMonth(text: string): MonthValue | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const value = { year: Number(match[1]), month: Number(match[2]) };
  return isMonthValue(value) ? value : null;
}

/** The month a date falls in, e.g. the current month for a picker's default. */
export function monthOf(value: DateInput, options: DateFormatOptions = {}): MonthValue | null {
  const parts = dateParts(value, options);
  return parts ? { year: parts.year, month: parts.month } : null;
}
