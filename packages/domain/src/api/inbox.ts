import { inbox } from '../contract/inbox';
import type { InboxListQuery, InboxReplyPayload } from '../schemas';
import type { Http } from './http';

/** Spec 002 §7: the inbox. */
export function createInboxApi(http: Http) {
  return {
    /** archive=1 only in archive mode (see inboxListQuerySchema). */
    list: (query: InboxListQuery = {}) =>
      http.call(inbox.list, { query: { ...query, archive: query.archive ? true : undefined } }),
    /** Marks the message read. */
    read: (id: number) => http.call(inbox.read, { params: { id } }),
    markAllAsRead: () => http.call(inbox.markAllAsRead),
    /** Moves the messages to the archive. */
    remove: (ids: readonly number[]) => http.call(inbox.remove, { body: { ids: [...ids] } }),
    removeAll: () => http.call(inbox.removeAll),
    /** Deletes the archive permanently. */
    clearArchive: () => http.call(inbox.clearArchive),
    reply: (payload: InboxReplyPayload) => http.call(inbox.reply, { body: payload }),
  };
}
