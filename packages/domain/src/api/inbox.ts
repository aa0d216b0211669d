import {
  inboxListResponseSchema,
  inboxReadResponseSchema,
  messageResponseSchema,
} from '../responses';
import type { InboxListQuery, InboxReplyPayload } from '../schemas';
import { segment, type Http } from './http';

/** Spec 002 §7: the inbox. */
export function createInboxApi(http: Http) {
  return {
    /** GET /api/inbox?page&search (and archive=1 in archive mode; see inboxListQuerySchema). */
    list: (query: InboxListQuery = {}) =>
      http.send({
        method: 'GET',
        path: '/api/inbox',
        query: { ...query, archive: query.archive ? true : undefined },
        response: inboxListResponseSchema,
      }),
    /** GET /api/inbox/read/{id}: marks the message read. */
    read: (id: number) =>
      http.send({
        method: 'GET',
        path: `/api/inbox/read/${segment(id)}`,
        response: inboxReadResponseSchema,
      }),
    /** GET /api/inbox/mark-all-as-read. */
    markAllAsRead: () =>
      http.send({
        method: 'GET',
        path: '/api/inbox/mark-all-as-read',
        response: messageResponseSchema,
      }),
    /** POST /api/inbox/delete (JSON): ids, moved to the archive. */
    remove: (ids: readonly number[]) =>
      http.send({
        method: 'POST',
        path: '/api/inbox/delete',
        json: { ids },
        response: messageResponseSchema,
      }),
    /** GET /api/inbox/delete-all. */
    removeAll: () =>
      http.send({ method: 'GET', path: '/api/inbox/delete-all', response: messageResponseSchema }),
    /** GET /api/inbox/clear-archive: deletes the archive permanently. */
    clearArchive: () =>
      http.send({
        method: 'GET',
        path: '/api/inbox/clear-archive',
        response: messageResponseSchema,
      }),
    /** POST /api/inbox/reply (JSON): id, reply. */
    reply: (payload: InboxReplyPayload) =>
      http.send({
        method: 'POST',
        path: '/api/inbox/reply',
        json: payload,
        response: messageResponseSchema,
      }),
  };
}
