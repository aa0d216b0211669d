import type { InboxListQuery, InboxReplyPayload } from '../schemas';
import type { ActionResponse, DetailResponse, InboxItem, InboxListResponse } from '../wire';
import { segment, type Http } from './http';

/** Spec 002 §7: the inbox. */
export function createInboxApi(http: Http) {
  return {
    /** GET /api/inbox?page&search (and archive=1 in archive mode; see inboxListQuerySchema). */
    list: (query: InboxListQuery = {}) =>
      http.send<InboxListResponse>({
        method: 'GET',
        path: '/api/inbox',
        query: { ...query, archive: query.archive ? true : undefined },
      }),
    /** GET /api/inbox/read/{id}: marks the message read. */
    read: (id: number) =>
      http.send<Partial<DetailResponse<InboxItem>>>({
        method: 'GET',
        path: `/api/inbox/read/${segment(id)}`,
      }),
    /** GET /api/inbox/mark-all-as-read. */
    markAllAsRead: () =>
      http.send<ActionResponse>({ method: 'GET', path: '/api/inbox/mark-all-as-read' }),
    /** POST /api/inbox/delete (JSON): ids, moved to the archive. */
    remove: (ids: readonly number[]) =>
      http.send<ActionResponse>({ method: 'POST', path: '/api/inbox/delete', json: { ids } }),
    /** GET /api/inbox/delete-all. */
    removeAll: () => http.send<ActionResponse>({ method: 'GET', path: '/api/inbox/delete-all' }),
    /** GET /api/inbox/clear-archive: deletes the archive permanently. */
    clearArchive: () =>
      http.send<ActionResponse>({ method: 'GET', path: '/api/inbox/clear-archive' }),
    /** POST /api/inbox/reply (JSON): id, reply. */
    reply: (payload: InboxReplyPayload) =>
      http.send<ActionResponse>({ method: 'POST', path: '/api/inbox/reply', json: payload }),
  };
}
