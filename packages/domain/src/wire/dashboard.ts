import type { WireDate } from './common';
import type { AnnouncementBrief } from './session';

/** Spec 000 §3: one entry of the dashboard's recent-activities timeline. */
export interface DashboardActivity {
  username: string;
  created_at: WireDate;
  action: string;
}

/** Spec 000 §3: a chart's series: labels, values and their total. */
export interface ChartSeries {
  labels: string[];
  data: number[];
  total: number;
}

/** Spec 000 §3: GET /api/dashboard. */
export interface DashboardData {
  total_unit: number;
  total_owner: number;
  total_admin: number;
  total_outstanding: number;
  total_collection: number;
  total_visitor: number;
  audit: DashboardActivity[];
  paid: ChartSeries;
  platforms: ChartSeries;
  /** Shape not shown in the spec; charted like the others (our design). */
  states?: ChartSeries;
  /** Shape not shown in the spec; charted like the others (our design). */
  countries?: ChartSeries;
  /** The owner view's announcements card (our design: the spec does not show its source). */
  announcements?: AnnouncementBrief[];
}
