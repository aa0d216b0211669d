import type { ReportType } from '../wire';
import { isBlank, type FieldValue } from './field';
import type { FormErrors } from './messages';

/** A date range as the report filters hold it (`yyyy-mm-dd`); sent as 'start,end'. */
export type DateRange = { start: string; end: string };

/** The report filters the rules read (spec 002 §7 query names, plus the departure-date switch). */
export type ReportFilters = {
  type: ReportType | null;
  staff_id?: FieldValue;
  trip_type?: FieldValue;
  jetty_id?: FieldValue;
  month?: FieldValue;
  /** Whether the departure-date filter is switched on. */
  departure_date_enabled?: boolean;
  purchased_date?: DateRange | null;
  departure_date?: DateRange | null;
};

const NEEDS_STAFF: ReadonlySet<ReportType> = new Set([
  'cash_movement',
  'reprint',
  'closing_account',
  'void_note',
  'trip',
]);

const NEEDS_DEPARTURE: ReadonlySet<ReportType> = new Set(['daily_redemption', 'agent_redeemed']);

/** A filter a report type cannot go without (spec 002 §5). */
export type RequiredReportFilter =
  'staff_id' | 'trip_type' | 'jetty_id' | 'departure_date' | 'month';

/**
 * Spec 002 §5: the first filter the chosen type needs and lacks (null when none is missing), so
 * a server can name it: staff for cash_movement, reprint, closing_account, void_note and trip;
 * trip type for trip; a jetty for closing_account; the departure date for daily_redemption and
 * agent_redeemed; a month for boat_operator.
 */
export function missingReportFilter(
  filters: ReportFilters & { type: ReportType },
): RequiredReportFilter | null {
  const { type } = filters;
  if (NEEDS_STAFF.has(type) && isBlank(filters.staff_id)) return 'staff_id';
  if (type === 'trip' && isBlank(filters.trip_type)) return 'trip_type';
  if (type === 'closing_account' && isBlank(filters.jetty_id)) return 'jetty_id';
  if (NEEDS_DEPARTURE.has(type) && filters.departure_date_enabled !== true) {
    return 'departure_date';
  }
  if (type === 'boat_operator' && isBlank(filters.month)) return 'month';
  return null;
}

/** Spec 002 §5: when Get Report (and Download) may be pressed for the chosen type and filters. */
export function reportSubmitEnabled(filters: ReportFilters): boolean {
  const { type } = filters;
  if (type === null) return false;
  return missingReportFilter({ ...filters, type }) === null;
}

function spansMonths(range: DateRange | null | undefined): boolean {
  return range != null && range.start.slice(0, 7) !== range.end.slice(0, 7);
}

/**
 * Spec 002 §5: closing_account needs a jetty; a purchased date range must stay within one month
 * (marketing exempt); so must a departure date range.
 */
export function reportFilterErrors(
  filters: ReportFilters,
): FormErrors<'jetty_id' | 'purchased_date' | 'departure_date'> {
  const errors: FormErrors<'jetty_id' | 'purchased_date' | 'departure_date'> = {};
  if (filters.type === 'closing_account' && isBlank(filters.jetty_id)) {
    errors.jetty_id = 'jettyRequired';
  }
  if (filters.type !== 'marketing' && spansMonths(filters.purchased_date)) {
    errors.purchased_date = 'purchasedSameMonth';
  }
  if (spansMonths(filters.departure_date)) {
    errors.departure_date = 'departureSameMonth';
  }
  return errors;
}
