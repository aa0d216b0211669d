import { z } from 'zod';
import { requiredText, wireBoolean, wireId, wirePage, wireSearch } from './primitives';

/**
 * GET /api/inbox query. `archive` (our name: the spec says only that archive mode "is selected by
 * a parameter") lists the archived messages; it is sent only when true.
 */
export const inboxListQuerySchema = z.object({
  page: wirePage,
  search: wireSearch,
  archive: wireBoolean.optional(),
});

/** What GET /api/inbox sends. */
export type InboxListQuery = z.input<typeof inboxListQuerySchema>;

/** POST /api/inbox/delete (JSON): the ids to move to the archive. */
export const inboxDeleteSchema = z.object({
  ids: z.array(wireId).min(1, { error: 'Choose at least one message' }),
});

/** What POST /api/inbox/delete sends. */
export type InboxDeletePayload = z.input<typeof inboxDeleteSchema>;

/** POST /api/inbox/reply (JSON). */
export const inboxReplySchema = z.object({ id: wireId, reply: requiredText('Reply') });

/** What POST /api/inbox/reply sends. */
export type InboxReplyPayload = z.input<typeof inboxReplySchema>;
