import { messageText, say, type contract, type MessageId } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull, type Placeholder } from 'drizzle-orm';
import { requireUser } from '../../auth/access';
import { wireDateTime } from '../../clock';
import type { Executor, OrmTransaction } from '../../db/database';
import type { RouteDeps } from '../../http/deps';
import { route } from '../../http/route';
import { inboxItems } from './tables';
import { announcementReads, announcements } from '../announcements/tables';
import { notify } from '../../realtime/bus';

/* The inbox (spec 002 §3). */

/** An inbox item on the wire (spec 002 §3). */
export function inboxWire(item: typeof inboxItems.$inferSelect) {
  return {
    id: item.id,
    title: item.title,
    message: item.message,
    attachment: item.attachment,
    created_at: wireDateTime(item.createdAt),
    is_read: item.isRead,
    reply: item.reply,
  };
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
