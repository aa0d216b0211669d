import { z } from 'zod';
import { REPORT_TYPES } from '../constants/reports';
import { wireDate } from './primitives';

/** Spec 002 §6: every report type. */
export const reportTypeSchema = z.enum(REPORT_TYPES, { error: 'Unknown report type' });

/** A date range: a [start, end] pair, or 'start,end' as the query carries it (spec 002 §7). */
const dateRange = z
  .union([
    z.tuple([wireDate, wireDate]),
    z
      .string()
      .transform((value) => value.split(','))
      .pipe(z.tuple([wireDate, wireDate], { error: 'Date range must be start,end' })),
  ])
  .refine(([start, end]) => start <= end, { error: 'Date range must start before it ends' });

const filter = z
  .union([z.string(), z.number()])
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
  format: z.enum(['pdf', 'xlsx'], { error: "Format must be 'pdf' or 'xlsx'" }).optional(),
  /** Ours: the language of a refusal's message ('ms': Malay); default English. */
  lang: z.enum(['en', 'ms'], { error: "Language must be 'en' or 'ms'" }).optional(),
});

/** The filters of a report. */
export type ReportQuery = z.input<typeof reportQuerySchema>;
