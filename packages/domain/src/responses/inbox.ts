import { z } from 'zod';
import { countSchema, detailResponse, listResponse, wireDateSchema, wireIdSchema } from './common';

/** Spec 002 §3: an inbox message. */
export const inboxItemSchema = z.object({
  id: wireIdSchema,
  title: z.string(),
  /** HTML. */
  message: z.string(),
  attachment: z.string().nullable(),
  created_at: wireDateSchema,
  is_read: z.boolean(),
  reply: z.string().nullable(),
  /** Ours: false on a notice the server left (it is answered where it links to). */
  replyable: z.boolean(),
  /** Ours: the app's page a notice is about ('/d/complains/12'), or null. */
  link: z.string().nullable(),
});

/** Spec 002 §7: GET /api/inbox. */
export const inboxListResponseSchema = listResponse(inboxItemSchema, {
  unread_notification: countSchema,
});

/** Spec 002 §7: GET /api/inbox/read/{id} (shape ours: the message, now read, under `data`). */
export const inboxReadResponseSchema = detailResponse(inboxItemSchema);
