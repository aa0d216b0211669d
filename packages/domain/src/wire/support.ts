import type { z } from 'zod';
import type { SUPPORT_STATUSES } from '../constants/finance';
import type { supportReportEntrySchema } from '../responses/support';

/** Spec 002 §4: support report statuses. */
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** Spec 002 §3: a bug report. */
export type SupportReport = z.output<typeof supportReportEntrySchema>;
