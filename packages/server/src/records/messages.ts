import {
  canManageAnnouncements,
  messageText,
  say,
  type contract,
  type MessageId,
} from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { refused } from '../http/errors';
import { MESSAGE_MESSAGES } from '../http/messages';
import {
  requirePermission,
  requireService,
  requireUser,
  subjectOf,
  type Actor,
} from '../auth/access';
import { wireDateTime } from '../clock';
import type { Executor, OrmTransaction } from '../db/database';
import type { ListColumns } from '../shared/list';
import type { RouteDeps } from '../http/deps';
import { route } from '../http/route';
import { announcementReads, announcements, inboxItems, users } from '../db/schema';
import { notify } from '../realtime/bus';

/* Announcements and the inbox (spec 002 §3). */

const creator = alias(users, 'creator');

/** The read count of an announcement. */
const totalRead = sql<number>`(select count(*) from ${announcementReads} where ${announcementReads.announcementId} = ${announcements.id})`;

/** Announcements with their creator's name and read count. */
export function announcementsWithCreators<Extra extends ListColumns>(
  db: Executor,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ announcement: announcements, creatorName: creator.name, totalRead, ...extra })
    .from(announcements)
    .leftJoin(creator, eq(creator.id, announcements.createdBy));
}

/** An announcement on the wire (spec 002 §3). */
export function announcementWire(row: {
  announcement: typeof announcements.$inferSelect;
  creatorName: string | null;
  totalRead: number | string;
}) {
  const { announcement } = row;
  return {
    id: announcement.id,
    title: announcement.title,
    message: announcement.message,
    recipient: announcement.recipient as 'Owners' | 'Admins',
    attachment: announcement.attachment,
    created_at: wireDateTime(announcement.createdAt),
    createdBy: row.creatorName === null ? null : { name: row.creatorName },
    total_read: Number(row.totalRead),
  };
}

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

/** 400 unless the Announcements service is on and the actor may view announcements. */
export function requireAnnouncements(actor: Actor): void {
  requireService(actor, 'Announcements');
  requirePermission(actor, 'Announcements', 'View');
}

/** 400 unless the actor is an admin or super user (spec 002 §6) on a property with the service. */
export function requireAnnouncementAdmin(actor: Actor): void {
  requireService(actor, 'Announcements');
  if (!canManageAnnouncements(subjectOf(actor))) throw refused(MESSAGE_MESSAGES.adminsOnly);
}

/** The actor's inbox items that are not archived. */
export function liveInbox(userId: number) {
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
