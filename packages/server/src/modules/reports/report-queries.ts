import type { ReportType } from '@strata/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { LOCAL_DEPARTURE, LOCAL_PURCHASE, type ReportQueryValues } from './report-filters';

/** How a report column's values read: text, a count, or ringgit. */
export type ColumnKind = 'text' | 'count' | 'money';

/** A report column. */
export type ReportColumn = { label: string; kind: ColumnKind };

/** A report's table: its columns, its rows, and the totals row (over every row, not a page). */
export type ReportTable = {
  columns: ReportColumn[];
  rows: (string | number)[][];
  totals: (string | number)[];
  /** When the rows were capped (the customer report lists the top customers). */
  note?: string;
};

/**
 * One report type: the key columns it groups by and the measures it adds up, over the filtered
 * bookings `b` (with `addon_amount`, the booking's add-on sales, when `addons` is set).
 */
type ReportDefinition = {
  keys: { label: string; expression: SQL }[];
  measures: { label: string; kind: Exclude<ColumnKind, 'text'>; expression: SQL }[];
  /** Joins beyond the bookings: boats `bo`, agents `ag`, packages `pk`, payment methods `pm`. */
  joins?: SQL;
  /** Extra conditions on the bookings (agent bookings only, reprinted tickets only…). */
  where?: SQL;
  /** Voided tickets count (cash movement, void notes); the other reports leave them out. */
  voided?: 'include' | 'only';
  addons?: boolean;
  /** The rows' order (default: the keys) and cap. */
  order?: SQL;
  limit?: number;
};

const BOATS = sql.raw('left join boats bo on bo.id = b.boat_id');
const AGENTS = sql.raw('join agents ag on ag.id = b.agent_id');
const PACKAGES = sql.raw('left join packages pk on pk.id = b.package_id');
const METHODS = sql.raw('left join payment_methods pm on pm.id = b.payment_method_id');

const day = (local: SQL) => sql`to_char(${local}, 'YYYY-MM-DD')`;
const count = sql.raw('count(*)');
const passengers = sql.raw('sum(b.passengers)');

/** The redemption columns shared by agent_redeemed and daily_redemption. */
const REDEMPTION_MEASURES = [
  {
    label: 'Redeemed',
    kind: 'count',
    expression: sql`count(*) filter (where b.redeemed_at is not null)`,
  },
  {
    label: 'Passengers Redeemed',
    kind: 'count',
    expression: sql`coalesce(sum(b.passengers) filter (where b.redeemed_at is not null), 0)`,
  },
  {
    label: 'Not Redeemed',
    kind: 'count',
    expression: sql`count(*) filter (where b.redeemed_at is null)`,
  },
] as const;
const amount = sql.raw('sum(b.amount)');
const addonSales = sql.raw('coalesce(sum(b.addon_amount), 0)');
const totalSales = sql.raw('sum(b.amount) + coalesce(sum(b.addon_amount), 0)');
const trips = sql.raw('count(distinct (b.boat_id, b.departure_at))');

/** Spec 002 §6's report types, each with its own aggregation. */
function definition(type: ReportType, filters: ReportQueryValues): ReportDefinition {
  switch (type) {
    case 'trip':
      return {
        keys: [
          filters.trip_type === 'Montly'
            ? { label: 'Month', expression: sql`to_char(${LOCAL_DEPARTURE}, 'YYYY-MM')` }
            : { label: 'Date', expression: day(LOCAL_DEPARTURE) },
          { label: 'Boat', expression: sql`coalesce(bo.name, '-')` },
        ],
        measures: [
          { label: 'Trips', kind: 'count', expression: trips },
          { label: 'Bookings', kind: 'count', expression: count },
          { label: 'Passengers', kind: 'count', expression: passengers },
          { label: 'Amount', kind: 'money', expression: amount },
        ],
        joins: BOATS,
      };
    case 'marketing':
      return {
        keys: [
          { label: 'Package', expression: sql`coalesce(pk.name, '-')` },
          { label: 'Platform', expression: sql`b.platform` },
        ],
        measures: [
          { label: 'Bookings', kind: 'count', expression: count },
          { label: 'Passengers', kind: 'count', expression: passengers },
          { label: 'Amount', kind: 'money', expression: amount },
        ],
        joins: PACKAGES,
      };
    case 'financial':
      return {
        keys: [{ label: 'Payment Method', expression: sql`coalesce(pm.name, '-')` }],
        measures: [
          { label: 'Bookings', kind: 'count', expression: count },
          { label: 'Ticket Sales', kind: 'money', expression: amount },
          { label: 'Add-on Sales', kind: 'money', expression: addonSales },
          { label: 'Total', kind: 'money', expression: totalSales },
        ],
        joins: METHODS,
        addons: true,
      };
    case 'passenger':
      return {
        keys: [{ label: 'Departure Date', expression: day(LOCAL_DEPARTURE) }],
        measures: [
          { label: 'Bookings', kind: 'count', expression: count },
          {
            label: 'Adults',
            kind: 'count',
            expression: sql`sum(b.passengers - b.children - b.seniors)`,
          },
          { label: 'Children', kind: 'count', expression: sql`sum(b.children)` },
          { label: 'Seniors', kind: 'count', expression: sql`sum(b.seniors)` },
          { label: 'Passengers', kind: 'count', expression: passengers },
        ],
      };
    case 'agent':
      return {
        keys: [
          { label: 'Company', expression: sql`ag.company_name` },
          { label: 'Group Type', expression: sql`ag.group_type` },
        ],
        measures: [
          { label: 'Bookings', kind: 'count', expression: count },
          { label: 'Passengers', kind: 'count', expression: passengers },
          { label: 'Amount', kind: 'money', expression: amount },
        ],
        joins: AGENTS,
      };
    case 'agent_redeemed':
      return {
        keys: [
          { label: 'Company', expression: sql`ag.company_name` },
          { label: 'Group Type', expression: sql`ag.group_type` },
        ],
        measures: [{ label: 'Tickets', kind: 'count', expression: count }, ...REDEMPTION_MEASURES],
        joins: AGENTS,
      };
    case 'daily_redemption':
      return {
        keys: [{ label: 'Departure Date', expression: day(LOCAL_DEPARTURE) }],
        measures: [
          { label: 'Tickets', kind: 'count', expression: count },
          { label: 'Passengers', kind: 'count', expression: passengers },
          ...REDEMPTION_MEASURES,
        ],
      };
    case 'closing_account':
      return {
        keys: [
          { label: 'Payment Method', expression: sql`coalesce(pm.name, '-')` },
          { label: 'Counter', expression: sql`coalesce(b.counter::text, '-')` },
          { label: 'Shift', expression: sql`coalesce(b.shift::text, '-')` },
        ],
        measures: [
          { label: 'Tickets', kind: 'count', expression: count },
          { label: 'Ticket Sales', kind: 'money', expression: amount },
          { label: 'Add-on Sales', kind: 'money', expression: addonSales },
          { label: 'Total', kind: 'money', expression: totalSales },
        ],
        joins: METHODS,
        addons: true,
      };
    case 'cash_movement':
      return {
        keys: [
          { label: 'Date', expression: day(LOCAL_PURCHASE) },
          { label: 'Shift', expression: sql`coalesce(b.shift::text, '-')` },
        ],
        measures: [
          { label: 'Tickets', kind: 'count', expression: count },
          { label: 'Cash In', kind: 'money', expression: amount },
          {
            label: 'Cash Out (Void)',
            kind: 'money',
            expression: sql`coalesce(sum(b.amount) filter (where b.voided_at is not null), 0)`,
          },
          {
            label: 'Net Cash',
            kind: 'money',
            expression: sql`coalesce(sum(b.amount) filter (where b.voided_at is null), 0)`,
          },
        ],
        joins: METHODS,
        where: sql`pm.name = 'Cash'`,
        voided: 'include',
      };
    case 'reprint':
      return {
        keys: [{ label: 'Date', expression: day(LOCAL_PURCHASE) }],
        measures: [
          { label: 'Tickets Reprinted', kind: 'count', expression: count },
          { label: 'Reprints', kind: 'count', expression: sql`sum(b.reprints)` },
        ],
        where: sql`b.reprints > 0`,
      };
    case 'sales':
      return {
        keys: [{ label: 'Date', expression: day(LOCAL_PURCHASE) }],
        measures: [
          { label: 'Bookings', kind: 'count', expression: count },
          { label: 'Passengers', kind: 'count', expression: passengers },
          { label: 'Ticket Sales', kind: 'money', expression: amount },
          { label: 'Add-on Sales', kind: 'money', expression: addonSales },
          { label: 'Total', kind: 'money', expression: totalSales },
        ],
        addons: true,
      };
    case 'customer':
      return {
        keys: [
          { label: 'Customer', expression: sql`coalesce(b.customer_name, '-')` },
          { label: 'Phone', expression: sql`coalesce(b.customer_phone, '-')` },
        ],
        measures: [
          { label: 'Bookings', kind: 'count', expression: count },
          { label: 'Passengers', kind: 'count', expression: passengers },
          { label: 'Amount', kind: 'money', expression: amount },
        ],
        order: sql`sum(b.amount) desc, k0, k1`,
        limit: CUSTOMER_ROWS,
      };
    case 'boat_operator':
      return {
        keys: [
          { label: 'Operator', expression: sql`coalesce(bo.operator, '-')` },
          { label: 'Boat', expression: sql`coalesce(bo.name, '-')` },
        ],
        measures: [
          { label: 'Trips', kind: 'count', expression: trips },
          { label: 'Passengers', kind: 'count', expression: passengers },
          { label: 'Amount', kind: 'money', expression: amount },
        ],
        joins: BOATS,
      };
    case 'void_note':
      return {
        keys: [
          { label: 'Ticket', expression: sql`b.code` },
          { label: 'Purchased', expression: sql`to_char(${LOCAL_PURCHASE}, 'YYYY-MM-DD HH24:MI')` },
          {
            label: 'Voided',
            expression: sql`to_char(b.voided_at at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD HH24:MI')`,
          },
          { label: 'Note', expression: sql`coalesce(b.void_note, '-')` },
        ],
        measures: [{ label: 'Amount', kind: 'money', expression: amount }],
        voided: 'only',
      };
  }
}

/** The customer report lists the top customers by amount (the totals cover every one). */
export const CUSTOMER_ROWS = 200;

/**
 * Runs a report in one SQL statement: the filtered bookings, the type's grouping with a totals
 * row (grouping sets), ordered and capped in SQL. Nothing is added up in JavaScript.
 */
export async function runReport(
  db: Executor,
  type: ReportType,
  filters: ReportQueryValues,
  conditions: SQL,
): Promise<ReportTable> {
  const def = definition(type, filters);
  const voided =
    def.voided === 'include'
      ? undefined
      : def.voided === 'only'
        ? sql`b.voided_at is not null`
        : sql`b.voided_at is null`;
  const where = sql.join(
    [conditions, voided, def.where].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
  const keyNames = def.keys.map((_, n) => sql.identifier(`k${n}`));
  const keyList = sql.join(keyNames, sql`, `);
  // A booking's add-on sales by its primary key (booking_id, addon_id): one index probe a row,
  // a plan that stays the same whatever the statistics say.
  const addonColumn = def.addons
    ? sql`, (select sum(ba.quantity * a.price) from booking_addons ba
          join addons a on a.id = ba.addon_id where ba.booking_id = b.id) as addon_amount`
    : sql`, null::numeric as addon_amount`;
  const query = sql`
    with src as (
      select b.id, b.boat_id, b.departure_at, b.passengers, b.children, b.seniors, b.amount,
        b.reprints, b.redeemed_at, b.voided_at ${addonColumn},
        ${sql.join(
          def.keys.map((key, n) => sql`${key.expression} as ${sql.identifier(`k${n}`)}`),
          sql`, `,
        )}
      from bookings b ${def.joins ?? sql``}
      where ${where}
    ), grouped as (
      select ${keyList},
        ${sql.join(
          def.measures.map(
            (measure, n) => sql`${measure.expression} as ${sql.identifier(`m${n}`)}`,
          ),
          sql`, `,
        )},
        grouping(${keyNames[0]!}) = 1 as total,
        row_number() over (
          partition by grouping(${keyNames[0]!}) order by ${def.order ?? keyList}
        ) as rn
      from src b
      group by grouping sets ((${keyList}), ())
    )
    select * from grouped
    where total or rn <= ${def.limit ?? 1_000_000}
    order by total, rn
  `;
  const result = (await db.execute(query)) as unknown as {
    rows: Record<string, string | number | boolean | null>[];
  };
  const cells = (row: Record<string, string | number | boolean | null>) => [
    ...def.keys.map((_, n) => String(row[`k${n}`] ?? '')),
    ...def.measures.map((_, n) => Number(row[`m${n}`] ?? 0)),
  ];
  const rows = result.rows.filter((row) => row.total !== true).map(cells);
  const totalRow = result.rows.find((row) => row.total === true);
  const totals = totalRow
    ? cells(totalRow).map((cell, n) => (n === 0 ? 'Total' : n < def.keys.length ? '' : cell))
    : ['Total', ...def.keys.slice(1).map(() => ''), ...def.measures.map(() => 0)];
  const shown = def.limit !== undefined && rows.length >= def.limit;
  return {
    columns: [
      ...def.keys.map((key) => ({ label: key.label, kind: 'text' as const })),
      ...def.measures.map(({ label, kind }) => ({ label, kind })),
    ],
    rows,
    totals,
    ...(shown ? { note: `The top ${def.limit} by amount; the totals cover every one.` } : {}),
  };
}
