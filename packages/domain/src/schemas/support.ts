import { z } from 'zod';
import { requiredText } from './primitives';

/** POST /api/support/report (form). */
export const supportReportSchema = z.object({ report: requiredText('Report') });

/** What POST /api/support/report sends. */
export type SupportReportPayload = z.input<typeof supportReportSchema>;
