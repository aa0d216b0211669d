import { messageText, say, type contract, type Language, type MessageId } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull, type Placeholder } from 'drizzle-orm';
import { requireUser } from '../../auth/access';
import { wireDateTime } from '../../clock';
import type { Executor, OrmTransaction } from '../../db/database';
import type { RouteDeps } from '../../http/deps';
import { route } from '../../http/route';
import { inboxItems, type InboxNotice } from './tables';
import { announcementReads, announcements } from '../announcements/tables';
import { notify } from '../../realtime/bus';

/* The inbox (spec 002 §3). */

/**
 * An inbox item on the wire (spec 002 §3): a notice worded in the request's language, with its
 * link; an announcement's copy as it was sent, taking a reply.
 */
export function inboxWire(item: typeof inboxItems.$inferSelect) {
  const notice = item.notice;
  return {
    id: item.id,
    title: notice ? noticeText(notice.title, notice.values) : item.title,
    message: notice ? noticeText(notice.message, notice.values) : item.message,
    attachment: item.attachment,
    created_at: wireDateTime(item.createdAt),
    is_read: item.isRead,
    reply: item.reply,
    replyable: notice === null,
    link: notice?.link ?? null,
  };
}

/** A notice's text in `language` (the request's unless given), its message-id values said too. */
function noticeText(id: MessageId, values: InboxNotice['values'], language?: Language) {
  const speak = (text: MessageId, filled?: Record<string, string>) =>
    language ? messageText(text, filled, language) : say(text, filled);
  const said: Record<string, string> = {};
  for (const [name, value] of Object.entries(values))
    said[name] = typeof value === 'string' ? value : speak(value.say);
  return speak(id, said);
}

/**
 * Leaves `userId` a notice in their inbox, inside the change's transaction, and pushes it to
 * their open screens. The row keeps the English text for search; each reader reads it in their
 * own language. The socket does not know its user's language, so the push (a system
 * notification's title and body) is in English.
 */
export async function leaveNotice(
  tx: Executor,
  to: { userId: number; propertyId: number },
  notice: InboxNotice,
  now: Date,
) {
  const title = noticeText(notice.title, notice.values, 'en');
  const message = noticeText(notice.message, notice.values, 'en');
  const [item] = await tx
    .insert(inboxItems)
    .values({ ...to, title, message, notice, createdAt: now })
    .returning({ id: inboxItems.id });
  await notify(tx, {
    k: 'send',
    to: { userId: to.userId },
    m: { type: 'inbox', data: { id: item!.id, title, message } },
  });
}

/** The actor's inbox items that are not archived. */
export function liveInbox(userId: number | Placeholder) {
  return and(eq(inboxItems.userId, userId), isNull(inboxItems.archivedAt));
}

/**
 * Marks the announcements behind these inbox items read by `userId` (total_read) and tells the
 * user's sockets to fetch the counters again; inside the change's transaction.
 */
export async function afterReading(tx: Executor, userId: number, announcementIds: number[]) {
  const ids = [...new Set(announcementIds)];
  if (ids.length > 0) {
    const existing = await tx
      .select({ id: announcements.id })
      .from(announcements)
      .where(inArray(announcements.id, ids));
    if (existing.length > 0) {
      await tx
        .insert(announcementReads)
        .values(existing.map((row) => ({ announcementId: row.id, userId })))
        .onConflictDoNothing();
    }
  }
  await counterChanged(tx, userId);
}

/** Pushes get-bubble to one user's sockets (their unread counter changed). */
export function counterChanged(tx: Executor, userId: number) {
  return notify(tx, { k: 'send', to: { userId }, m: { type: 'get-bubble' } });
}

/** One of the inbox calls that change all of a user's messages at once (GET, no parameters). */
type InboxBulkCall = {
  endpoint:
    | typeof contract.inbox.markAllAsRead
    | typeof contract.inbox.removeAll
    | typeof contract.inbox.clearArchive;
  description: string;
  /** The confirmation it answers, by its catalog id. */
  message: MessageId;
  /** The change, in one transaction; it pushes get-bubble when the unread counter moves. */
  change: (tx: OrmTransaction, userId: number, now: Date) => Promise<unknown>;
};

/** Registers an inbox call that changes every message of the signed-in user. */
export function inboxBulkCall(app: FastifyInstance, deps: RouteDeps, call: InboxBulkCall) {
  route(
    app,
    call.endpoint,
    { description: `${call.description} Answers '${messageText(call.message)}'.` },
    async (request) => {
      const actor = requireUser(request);
      await deps.db.orm.transaction((tx) => call.change(tx, actor.user.id, deps.now()));
      return { message: say(call.message) };
    },
  );
}
