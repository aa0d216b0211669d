import {
  inboxItemSchema,
  inboxListResponseSchema,
  inboxReadResponseSchema,
} from '../responses/inbox';
import { inboxDeleteSchema, inboxListQuerySchema, inboxReplySchema } from '../schemas/inbox';
import { SIGNED_IN, type EndpointGroup } from './endpoint';

/** The inbox calls' wire schemas, by their component names. */
export const inboxSchemas = {
  InboxMessage: inboxItemSchema,
  InboxListQuery: inboxListQuerySchema,
  InboxList: inboxListResponseSchema,
  InboxMessageDetail: inboxReadResponseSchema,
  InboxDeleteBody: inboxDeleteSchema,
  InboxReplyBody: inboxReplySchema,
};

/** Spec 002 §7: every signed-in user's inbox (no service or policy needed). */
export const inbox = {
  list: {
    operationId: 'listInboxMessages',
    method: 'GET',
    path: '/api/inbox',
    tag: 'inbox',
    summary: "The signed-in user's messages",
    access: SIGNED_IN,
    query: 'InboxListQuery',
    reply: 'InboxList',
    failures: [400, 401],
  },
  read: {
    operationId: 'readInboxMessage',
    method: 'GET',
    path: '/api/inbox/read/:id',
    tag: 'inbox',
    summary: 'Opens a message (marks it read)',
    access: SIGNED_IN,
    params: 'IdParams',
    reply: 'InboxMessageDetail',
    failures: [400, 401, 404],
  },
  markAllAsRead: {
    operationId: 'markAllInboxMessagesRead',
    method: 'GET',
    path: '/api/inbox/mark-all-as-read',
    tag: 'inbox',
    summary: 'Marks every message read',
    access: SIGNED_IN,
    reply: 'Message',
    failures: [401],
  },
  remove: {
    operationId: 'deleteInboxMessages',
    method: 'POST',
    path: '/api/inbox/delete',
    tag: 'inbox',
    summary: 'Moves messages to the archive',
    access: SIGNED_IN,
    body: 'InboxDeleteBody',
    reply: 'Message',
    failures: [400, 401, 404],
  },
  removeAll: {
    operationId: 'deleteAllInboxMessages',
    method: 'GET',
    path: '/api/inbox/delete-all',
    tag: 'inbox',
    summary: 'Moves every message to the archive',
    access: SIGNED_IN,
    reply: 'Message',
    failures: [401],
  },
  clearArchive: {
    operationId: 'clearInboxArchive',
    method: 'GET',
    path: '/api/inbox/clear-archive',
    tag: 'inbox',
    summary: 'Deletes the archive permanently',
    access: SIGNED_IN,
    reply: 'Message',
    failures: [401],
  },
  reply: {
    operationId: 'replyToInboxMessage',
    method: 'POST',
    path: '/api/inbox/reply',
    tag: 'inbox',
    summary: 'Replies to a message',
    access: SIGNED_IN,
    body: 'InboxReplyBody',
    reply: 'Message',
    failures: [400, 401, 404],
  },
} as const satisfies EndpointGroup;
