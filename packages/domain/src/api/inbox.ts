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
        route: 'GET /api/inbox',
      }),
    /** GET /api/inbox/read/{id}: marks the message read. */
    read: (id: number) =>
      http.send({
        method: 'GET',
        path: `/api/inbox/read/${segment(id)}`,
        route: 'GET /api/inbox/read/:id',
      }),
    /** GET /api/inbox/mark-all-as-read. */
    markAllAsRead: () =>
      http.send({
        method: 'GET',
        path: '/api/inbox/mark-all-as-read',
        route: 'GET /api/inbox/mark-all-as-read',
      }),
    /** POST /api/inbox/delete (JSON): ids, moved to the archive. */
    remove: (ids: readonly number[]) =>
      http.send({
        method: 'POST',
        path: '/api/inbox/delete',
        json: { ids },
        route: 'POST /api/inbox/delete',
      }),
    /** GET /api/inbox/delete-all. */
    removeAll: () =>
      http.send({
        method: 'GET',
        path: '/api/inbox/delete-all',
        route: 'GET /api/inbox/delete-all',
      }),
    /** GET /api/inbox/clear-archive: deletes the archive permanently. */
    clearArchive: () =>
      http.send({
        method: 'GET',
        path: '/api/inbox/clear-archive',
        route: 'GET /api/inbox/clear-archive',
      }),
    /** POST /api/inbox/reply (JSON): id, reply. */
    reply: (payload: InboxReplyPayload) =>
      http.send({
        method: 'POST',
        path: '/api/inbox/reply',
        json: payload,
        route: 'POST /api/inbox/reply',
      }),
  };
}
