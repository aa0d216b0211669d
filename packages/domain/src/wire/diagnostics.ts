import type { z } from 'zod';
import type { apiRequestLogRowSchema } from '../responses/api-request-log';
import type { appVersionSchema } from '../responses/settings';

/** Spec 002 §3: one API request log row. */
export type ApiRequestLogRow = z.output<typeof apiRequestLogRowSchema>;

/** Spec 002 §3: the mobile app versions. */
export type AppVersion = z.output<typeof appVersionSchema>;
