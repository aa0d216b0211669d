import { sayLater } from '../messages/text';
import { z } from 'zod';
import {
  BOAT_TYPES,
  GROUP_TYPES,
  PLATFORMS,
  REPORT_STATUSES,
  REPORT_TYPES,
  TIME_SLOTS,
  TRIP_TYPES,
} from '../constants/reports';
import { TEXT_MAX } from '../constants/limits';
import { WIRE_MESSAGES } from './messages';
import { idParamsSchema } from './params';
import { wireDate, wireId, wireMonth, wireToken } from './primitives';

/** Spec 002 §6: every report type. */
export const reportTypeSchema = z.enum(REPORT_TYPES, { error: sayLater('schema.reportType') });

/** A date range: a [start, end] pair, or 'start,end' as the query carries it (spec 002 §7). */
const dateRange = z
  .union(
    [
      z.tuple([wireDate, wireDate]),
      z
        .string()
        .transform((value) => value.split(','))
        .pipe(z.tuple([wireDate, wireDate], { error: sayLater('schema.dateRange') })),
    ],
    { error: sayLater('schema.dateRange') },
  )
  .refine(([start, end]) => start <= end, { error: sayLater('schema.dateRangeOrder') });

const filter = z
  .union([z.string().max(TEXT_MAX, { error: WIRE_MESSAGES.textTooLong(TEXT_MAX) }), z.number()])
  .transform((value) => String(value))
  .optional();

/** GET /api/reports/{type} query (the token is added by the URL builder). */
export const reportQuerySchema = z.object({
  purchased_date: dateRange.optional(),
  departure_date: dateRange.optional(),
  month: filter,
  staff_id: filter,
  counter: filter,
  shift: filter,
  group_type: filter,
  group_type_value: filter,
  package_id: filter,
  jetty_id: filter,
  addon_id: filter,
  payment_method: filter,
  platform: filter,
  status: filter,
  boat_type: filter,
  trip_type: filter,
  time: filter,
  /** Ours: 'xlsx' asks for the Download (.xlsx) of agent, agent_redeemed and daily_redemption; default 'pdf'. */
  format: z.enum(['pdf', 'xlsx'], { error: sayLater('schema.reportFormat') }).optional(),
  /** Ours: the language of a refusal's message ('ms': Malay); default English. */
  lang: z.enum(['en', 'ms'], { error: sayLater('schema.reportLanguage') }).optional(),
});

/** The filters of a report. */
export type ReportQuery = z.input<typeof reportQuerySchema>;

/** GET /api/reports/{type} params: the report type. */
export const reportTypeParamsSchema = z.object({ type: reportTypeSchema });

/** GET /api/reports and the group-type look-up: a super user's property (default the first). */
export const reportPropertyQuerySchema = z.object({
  property_id: idParamsSchema.shape.id.optional(),
});

/** GET /api/booking/group-type/{group_type} params: one of spec 002 §9's group types. */
export const groupTypeParamsSchema = z.object({
  group_type: z.enum(GROUP_TYPES, { error: `Group type must be one of ${GROUP_TYPES.join(', ')}` }),
});

/** A choice filter: '' and 'all' mean no filter (spec 002 §9 lists 'all' first). */
const choice = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.preprocess(
    (value) => (value === '' || value === 'all' || value === 'All' ? undefined : value),
    z.enum(values, { error: `${name} must be one of ${values.join(', ')}` }).optional(),
  );

/** An id filter: '' and 'all' mean no filter. */
const idFilter = () =>
  z.preprocess((value) => (value === '' || value === 'all' ? undefined : value), wireId.optional());

const NUMBERS = ['1', '2', '3', '4'] as const;
const named = <T extends readonly string[]>(values: T) =>
  values.filter((value) => value !== 'all' && value !== 'All') as unknown as [string, ...string[]];

/**
 * GET /api/reports/{type} query as the server reads it: spec 002 §7's filters, the token, and
 * ours (format, lang). Stricter than {@link reportQuerySchema}, which types what the client sends.
 */
export const reportDocumentQuerySchema = z.object({
  purchased_date: reportQuerySchema.shape.purchased_date.describe("'yyyy-mm-dd,yyyy-mm-dd'"),
  departure_date: reportQuerySchema.shape.departure_date.describe("'yyyy-mm-dd,yyyy-mm-dd'"),
  month: z.preprocess(
    (value) => (value === '' ? undefined : value),
    wireMonth.optional().describe("'yyyy-mm': the departure month"),
  ),
  staff_id: idFilter(),
  counter: choice('Counter', NUMBERS).transform((value) => (value ? Number(value) : undefined)),
  shift: choice('Shift', NUMBERS).transform((value) => (value ? Number(value) : undefined)),
  group_type: choice('Group type', named(GROUP_TYPES)),
  group_type_value: idFilter().describe('The agent (company) of the group type'),
  package_id: idFilter(),
  jetty_id: idFilter(),
  addon_id: idFilter(),
  payment_method: idFilter(),
  platform: choice('Platform', named(PLATFORMS)),
  status: choice('Status', named(REPORT_STATUSES)),
  boat_type: choice('Boat type', named(BOAT_TYPES)),
  trip_type: choice('Trip type', TRIP_TYPES),
  time: choice('Time', named(TIME_SLOTS)),
  format: reportQuerySchema.shape.format,
  lang: reportQuerySchema.shape.lang,
  token: wireToken.optional(),
  property_id: idFilter().describe('Super users: the property (default the first)'),
});
