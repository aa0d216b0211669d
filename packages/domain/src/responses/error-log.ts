import { z } from 'zod';

/** Spec 002 §7: GET /error_log answers the log as text. */
export const errorLogResponseSchema = z.string();
