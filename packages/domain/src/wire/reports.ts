import type { z } from 'zod';
import type { groupTypeEntrySchema } from '../responses/booking';
import type { reportsDataSchema } from '../responses/reports';

export type { ReportType } from '../constants/reports';

/** Spec 002 §3: the report page's filter data (GET /api/reports). */
export type ReportsData = z.output<typeof reportsDataSchema>;

/** Spec 002 §7: GET /api/booking/group-type/{group_type} answers a list with company_name. */
export type GroupTypeEntry = z.output<typeof groupTypeEntrySchema>;
