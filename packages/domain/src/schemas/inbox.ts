import { sayLater } from '../messages/text';
import { z } from 'zod';
import { REPLY_MAX } from '../constants/limits';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { WIRE_MESSAGES } from './messages';
import { wireBoolean, wireId, wireList, wirePage, wireSearch } from './primitives';

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
  ids: wireList(wireId).min(1, { error: sayLater('schema.chooseMessage') }),
});

/** What POST /api/inbox/delete sends. */
export type InboxDeletePayload = z.input<typeof inboxDeleteSchema>;

/** POST /api/inbox/reply (JSON); a blank reply is refused with the spec's text (§5). */
export const inboxReplySchema = z.object({
  id: wireId,
  reply: z
    .string({ error: VALIDATION_MESSAGES.replyRequired })
    .trim()
    .min(1, { error: VALIDATION_MESSAGES.replyRequired })
    .max(REPLY_MAX, { error: WIRE_MESSAGES.textTooLong(REPLY_MAX) }),
});

/** What POST /api/inbox/reply sends. */
export type InboxReplyPayload = z.input<typeof inboxReplySchema>;
