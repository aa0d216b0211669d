import { REPORT_TYPE_FILTERS, type ReportFilterName } from '../constants/reports';
import type { ReportQuery } from '../schemas';
import type { ReportType } from '../wire';
import { isBlank, type FieldValue } from './field';
import type { FormErrors } from './messages';

/** A date range as the report filters hold it (`yyyy-mm-dd`); sent as 'start,end'. */
export type DateRange = { start: string; end: string };

/** The filters held as single values (every query name but the two date ranges). */
type ScalarFilterName = Exclude<ReportFilterName, 'purchased_date' | 'departure_date'>;

/**
 * The report page's filters (spec 002 §7 query names, plus the departure-date switch). The page
 * keeps every value while the type changes; the rules and the query read only the chosen type's
 * own filters ({@link REPORT_TYPE_FILTERS}).
 */
export type ReportFilters = { type: ReportType | null } & {
  [Name in ScalarFilterName]?: FieldValue;
} & {
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

/** Whether the chosen type shows (and sends) `name`. */
export function reportHasFilter(type: ReportType | null, name: ReportFilterName): boolean {
  return type !== null && REPORT_TYPE_FILTERS[type].includes(name);
}

/**
 * Which ranges the rules read: on the page, only those the chosen type shows (the page keeps the
 * values of other types' filters); on a received query, every range that was sent.
 */
export type ReportRulesScope = 'page' | 'query';

/** The purchased range the type sends, if it shows one (any sent one, for a query). */
function purchasedRange(
  filters: ReportFilters,
  scope: ReportRulesScope = 'page',
): DateRange | null {
  return scope === 'query' || reportHasFilter(filters.type, 'purchased_date')
    ? (filters.purchased_date ?? null)
    : null;
}

/**
 * The departure range the type sends: only when it shows one and the switch is on (any sent one,
 * for a query).
 */
function departureRange(
  filters: ReportFilters,
  scope: ReportRulesScope = 'page',
): DateRange | null {
  if (scope === 'query') return filters.departure_date ?? null;
  return reportHasFilter(filters.type, 'departure_date') && filters.departure_date_enabled === true
    ? (filters.departure_date ?? null)
    : null;
}

/** Both ends empty (no range), or both filled and in order. */
function rangeUsable(range: DateRange | null): boolean {
  if (range === null || (range.start === '' && range.end === '')) return true;
  return range.start !== '' && range.end !== '' && range.start <= range.end;
}

function spansMonths(range: DateRange | null): boolean {
  return (
    range !== null &&
    range.start !== '' &&
    range.end !== '' &&
    range.start.slice(0, 7) !== range.end.slice(0, 7)
  );
}

/**
 * Spec 002 §5: closing_account needs a jetty; a purchased date range must stay within one month
 * (marketing exempt); so must a departure date range. A range counts only where the type shows it
 * (a departure range only while its switch is on); with `scope` 'query' (a server checking what
 * it received), every range sent counts.
 */
export function reportFilterErrors(
  filters: ReportFilters,
  scope: ReportRulesScope = 'page',
): FormErrors<'jetty_id' | 'purchased_date' | 'departure_date'> {
  const errors: FormErrors<'jetty_id' | 'purchased_date' | 'departure_date'> = {};
  if (filters.type === 'closing_account' && isBlank(filters.jetty_id)) {
    errors.jetty_id = 'jettyRequired';
  }
  if (filters.type !== 'marketing' && spansMonths(purchasedRange(filters, scope))) {
    errors.purchased_date = 'purchasedSameMonth';
  }
  if (spansMonths(departureRange(filters, scope))) {
    errors.departure_date = 'departureSameMonth';
  }
  return errors;
}

/**
 * Spec 002 §5: when Get Report (and Download) may be pressed: a type is chosen; its required
 * filters are there (staff, trip type, jetty, the departure switch, month); no rule of
 * {@link reportFilterErrors} is broken; and a date range it sends has both ends, in order.
 */
export function reportSubmitEnabled(filters: ReportFilters): boolean {
  const { type } = filters;
  if (type === null) return false;
  if (missingReportFilter({ ...filters, type }) !== null) return false;
  const departure = departureRange(filters);
  if (NEEDS_DEPARTURE.has(type) && (departure === null || departure.start === '')) return false;
  if (!rangeUsable(purchasedRange(filters)) || !rangeUsable(departure)) return false;
  return Object.keys(reportFilterErrors(filters)).length === 0;
}

/**
 * The query of GET /api/reports/{type} for the chosen type: only the filters it shows, blank ones
 * and empty ranges left out, the departure range only while switched on, and the company of a
 * group only with its group type.
 */
export function reportQuery(filters: ReportFilters): ReportQuery {
  const query: Record<string, unknown> = {};
  if (filters.type === null) return query;
  for (const name of REPORT_TYPE_FILTERS[filters.type]) {
    if (name === 'purchased_date' || name === 'departure_date') {
      const range = name === 'purchased_date' ? purchasedRange(filters) : departureRange(filters);
      if (range && range.start !== '' && range.end !== '') query[name] = [range.start, range.end];
    } else if (name === 'group_type_value' && isBlank(filters.group_type)) {
      continue;
    } else if (!isBlank(filters[name])) {
      query[name] = String(filters[name]);
    }
  }
  return query as ReportQuery;
}
