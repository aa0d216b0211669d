import type { z } from 'zod';
import type { inboxItemSchema, inboxListResponseSchema } from '../responses/inbox';

/** Spec 002 §3: an inbox message. */
export type InboxItem = z.output<typeof inboxItemSchema>;

/** Spec 002 §7: GET /api/inbox. */
export type InboxListResponse = z.output<typeof inboxListResponseSchema>;
