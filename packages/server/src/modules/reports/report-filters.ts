import {
  canDownloadReport,
  isStaffSelectLocked,
  missingReportFilter,
  reportFilterErrors,
  reportTypesFor,
  ROLES,
  type ReportType,
  type WireOutput,
} from '@strata/domain';
import { sql, type SQL } from 'drizzle-orm';
import { subjectOf, type Actor } from '../../auth/access';
import { shiftDate } from '../../clock';
import type { Executor } from '../../db/database';
import { HttpError, refused } from '../../http/errors';
import { REPORT_MESSAGES } from '../../http/messages';

/** The parsed filters of a report: GET /api/reports/{type}'s query (the contract's ReportQuery). */
export type ReportQueryValues = WireOutput<'ReportQuery'>;

/** The language of the report call's refusals: lang=ms, or an Accept-Language preferring ms. */
export function reportLanguage(lang: string | undefined, acceptLanguage: string | undefined) {
  if (lang) return lang === 'ms' ? 'ms' : 'en';
  return /^\s*ms\b/i.test(acceptLanguage ?? '') ? 'ms' : 'en';
}

const range = (value: [string, string] | undefined) =>
  value ? { start: value[0], end: value[1] } : null;

/**
 * Spec 002 §5 and §6 on the server, with the domain's rules (the ones the Report page applies):
 * the role's report types, Cashier and CSA locked to themselves (their staff_id is filled in
 * when missing), the filters each type needs, a jetty for closing_account, date ranges within one
 * month (marketing's purchased range exempt). Refusals are 400 with the spec's message.
 * Returns the filters to run the report with.
 */
export function checkReportRules(
  actor: Actor,
  type: ReportType,
  query: ReportQueryValues,
  lang: 'en' | 'ms',
): ReportQueryValues {
  const messages = REPORT_MESSAGES[lang];
  const subject = subjectOf(actor);
  if (!reportTypesFor(subject).includes(type)) throw refused(messages.typeRefused(type));
  let filters = query;
  if (isStaffSelectLocked(subject)) {
    if (query.staff_id !== undefined && query.staff_id !== actor.user.id) {
      throw refused(messages.ownStaffOnly);
    }
    filters = { ...query, staff_id: actor.user.id };
  }
  const errors = reportFilterErrors(
    {
      type,
      jetty_id: filters.jetty_id,
      purchased_date: range(filters.purchased_date),
      departure_date: range(filters.departure_date),
    },
    'query',
  );
  if (errors.jetty_id) throw refused(messages.jettyRequired);
  if (errors.purchased_date) throw refused(messages.purchasedSameMonth);
  if (errors.departure_date) throw refused(messages.departureSameMonth);
  const missing = missingReportFilter({
    type,
    staff_id: filters.staff_id,
    trip_type: filters.trip_type,
    jetty_id: filters.jetty_id,
    month: filters.month,
    departure_date_enabled: filters.departure_date !== undefined,
  });
  if (missing) {
    throw refused(
      {
        staff_id: messages.staffRequired,
        trip_type: messages.tripTypeRequired,
        jetty_id: messages.jettyRequired,
        departure_date: messages.departureRequired,
        month: messages.monthRequired,
      }[missing],
    );
  }
  if (filters.format === 'xlsx' && !canDownloadReport(type)) throw refused(messages.xlsxRefused);
  return filters;
}

/** The start of a Malaysian day, and the start of the day after `end`, as timestamps. */
function dayBounds([start, end]: [string, string]) {
  return {
    from: new Date(`${start}T00:00:00+08:00`).toISOString(),
    to: new Date(`${shiftDate(end, 1)}T00:00:00+08:00`).toISOString(),
  };
}

/** The departure time on Malaysian wall-clock time (UTC+8, no daylight saving). */
export const LOCAL_DEPARTURE = sql.raw(`(b.departure_at at time zone 'UTC' + interval '8 hours')`);
/** The purchase time on Malaysian wall-clock time. */
export const LOCAL_PURCHASE = sql.raw(`(b.purchased_at at time zone 'UTC' + interval '8 hours')`);

/** Spec 002 §9 time slots as hours of the local departure time. */
const SLOT_HOURS: Record<string, [number, number]> = {
  '09:00AM-06:00PM': [9, 18],
  '06:00PM-10:00PM': [18, 22],
  '10:00PM-12:00AM': [22, 24],
  '12:00AM-02:00AM': [0, 2],
};

/**
 * The bookings (alias `b`) of a property that a report's filters select, as one SQL condition.
 * Date ranges compare the indexed timestamps against the bounds of Malaysian days.
 */
export function bookingConditions(propertyId: number, filters: ReportQueryValues): SQL {
  const conditions: SQL[] = [sql`b.property_id = ${propertyId}`];
  if (filters.purchased_date) {
    const { from, to } = dayBounds(filters.purchased_date);
    conditions.push(
      sql`b.purchased_at >= ${from}::timestamptz and b.purchased_at < ${to}::timestamptz`,
    );
  }
  if (filters.departure_date) {
    const { from, to } = dayBounds(filters.departure_date);
    conditions.push(
      sql`b.departure_at >= ${from}::timestamptz and b.departure_at < ${to}::timestamptz`,
    );
  }
  if (filters.month) {
    const next = shiftDate(`${filters.month}-28`, 7).slice(0, 7);
    const { from } = dayBounds([`${filters.month}-01`, `${filters.month}-01`]);
    const { from: to } = dayBounds([`${next}-01`, `${next}-01`]);
    conditions.push(
      sql`b.departure_at >= ${from}::timestamptz and b.departure_at < ${to}::timestamptz`,
    );
  }
  const equal = (column: string, value: string | number | undefined) => {
    if (value !== undefined) conditions.push(sql`${sql.raw(`b.${column}`)} = ${value}`);
  };
  equal('staff_id', filters.staff_id);
  equal('counter', filters.counter);
  equal('shift', filters.shift);
  equal('group_type', filters.group_type);
  equal('agent_id', filters.group_type_value);
  equal('package_id', filters.package_id);
  equal('jetty_id', filters.jetty_id);
  equal('payment_method_id', filters.payment_method);
  equal('platform', filters.platform);
  equal('status', filters.status);
  equal('boat_type', filters.boat_type);
  if (filters.addon_id !== undefined) {
    conditions.push(
      sql`exists (select 1 from booking_addons ba where ba.booking_id = b.id and ba.addon_id = ${filters.addon_id})`,
    );
  }
  if (filters.time) {
    const [from, to] = SLOT_HOURS[filters.time]!;
    conditions.push(
      sql`extract(hour from ${LOCAL_DEPARTURE}) >= ${from} and extract(hour from ${LOCAL_DEPARTURE}) < ${to}`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/** The names of the records the filters choose (for the report's header). */
export type FilterNames = Partial<
  Record<
    'staff_id' | 'jetty_id' | 'package_id' | 'addon_id' | 'group_type_value' | 'payment_method',
    string
  >
>;

/**
 * The names of the staff member, jetty, package, add-on, company and payment method the filters
 * name, in one query; one that is not on the property is refused (404 with what it is).
 */
export async function filterNames(
  db: Executor,
  propertyId: number,
  filters: ReportQueryValues,
  lang: 'en' | 'ms',
): Promise<FilterNames> {
  const lookups = {
    staff_id: sql`(select name from users where id = ${filters.staff_id ?? 0} and property_id = ${propertyId} and role <> ${ROLES.owner})`,
    jetty_id: sql`(select name from jettys where id = ${filters.jetty_id ?? 0} and property_id = ${propertyId})`,
    package_id: sql`(select name from packages where id = ${filters.package_id ?? 0} and property_id = ${propertyId})`,
    addon_id: sql`(select name from addons where id = ${filters.addon_id ?? 0} and property_id = ${propertyId})`,
    group_type_value: sql`(select company_name from agents where id = ${filters.group_type_value ?? 0} and property_id = ${propertyId})`,
    payment_method: sql`(select name from payment_methods where id = ${filters.payment_method ?? 0})`,
  };
  const asked = (Object.keys(lookups) as (keyof typeof lookups)[]).filter(
    (field) => filters[field] !== undefined,
  );
  if (asked.length === 0) return {};
  const result = (await db.execute(
    sql`select ${sql.join(
      asked.map((field) => sql`${lookups[field]} as ${sql.identifier(field)}`),
      sql`, `,
    )}`,
  )) as unknown as { rows: Record<string, string | null>[] };
  const row = result.rows[0] ?? {};
  const names: FilterNames = {};
  for (const field of asked) {
    const name = row[field];
    if (name == null) throw notFoundOnProperty(field, lang);
    names[field] = name;
  }
  return names;
}

function notFoundOnProperty(field: string, lang: 'en' | 'ms') {
  return new HttpError(404, REPORT_MESSAGES[lang].notOnProperty(field));
}

/** The filters in force as 'Label: value' lines for a report's heading. */
export function filterLines(filters: ReportQueryValues, names: FilterNames): string[] {
  const lines: string[] = [];
  const add = (label: string, value: string | number | undefined) => {
    if (value !== undefined) lines.push(`${label}: ${value}`);
  };
  const span = (value: [string, string] | undefined) =>
    value ? `${value[0]} to ${value[1]}` : undefined;
  add('Purchased date', span(filters.purchased_date));
  add('Departure date', span(filters.departure_date));
  add('Month', filters.month);
  add('Staff', names.staff_id);
  add('Trip type', filters.trip_type);
  add('Jetty', names.jetty_id);
  add('Counter', filters.counter);
  add('Shift', filters.shift);
  add('Group type', filters.group_type);
  add('Company', names.group_type_value);
  add('Package', names.package_id);
  add('Add-on', names.addon_id);
  add('Payment method', names.payment_method);
  add('Platform', filters.platform);
  add('Status', filters.status);
  add('Boat type', filters.boat_type);
  add('Time', filters.time);
  if (lines.length === 0) lines.push('Filters: none (every booking)');
  return lines;
}
