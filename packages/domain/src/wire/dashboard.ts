import type { z } from 'zod';
import type {
  chartSeriesSchema,
  dashboardActivitySchema,
  dashboardResponseSchema,
} from '../responses/dashboard';

/** Spec 000 §3: one entry of the dashboard's recent-activities timeline. */
export type DashboardActivity = z.output<typeof dashboardActivitySchema>;

/** Spec 000 §3: a chart's series: labels, values and their total. */
export type ChartSeries = z.output<typeof chartSeriesSchema>;

/** Spec 000 §3: GET /api/dashboard. */
export type DashboardData = z.output<typeof dashboardResponseSchema>;
