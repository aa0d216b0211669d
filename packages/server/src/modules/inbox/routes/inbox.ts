import { contract } from '@strata/domain';
import { and, count, desc, eq, getTableColumns, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../../auth/access';
import { inboxItems } from '../tables';
import type { RouteDeps } from '../../../http/deps';
import { notFound } from '../../../http/errors';
import { MESSAGE_MESSAGES } from '../../../http/messages';
import { pagedSearch } from '../../../shared/list';
import { preparedOnce } from '../../../shared/prepared';
import { afterReading, inboxBulkCall, inboxWire, liveInbox } from '../records';
import { route } from '../../../http/route';

/** Spec 002 §7: every user's inbox. Each change pushes get-bubble (the unread counter). */
export async function inboxRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.inbox.list,
    {
      description: [
        'Every signed-in user has an inbox (no service needed). Without archive: the messages',
        'not archived; archive=1 (our name for the spec\'s "parameter"): the archived ones.',
        'search matches title and message; 20 a page, newest first. unread_notification counts',
        'the unread messages outside the archive (the bubble counter).',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const userId = actor.user.id;
      const query = request.query;
      const unreadQuery = () =>
        orm
          .select({ value: count() })
          .from(inboxItems)
          .where(and(liveInbox(sql.placeholder('user')), eq(inboxItems.isRead, false)));
      // The unread counter rides on the page's rows (one statement); a page without rows
      // counts it on its own, unless it is the first page of the whole live inbox: then the inbox
      // is empty and so is the counter.
      let unread: number | undefined;
      const list = await pagedSearch(
        orm,
        (total) =>
          orm
            .select({
              ...getTableColumns(inboxItems),
              total,
              unread: sql<number>`(${unreadQuery()})`.mapWith(Number).as('unread'),
            })
            .from(inboxItems)
            .$dynamic(),
        {
          page: query.page,
          search: query.search,
          filters: [
            eq(inboxItems.userId, sql.placeholder('user')),
            query.archive ? isNotNull(inboxItems.archivedAt) : isNull(inboxItems.archivedAt),
          ],
          searchIn: [inboxItems.title, inboxItems.message],
          orderBy: [desc(inboxItems.createdAt), desc(inboxItems.id)],
          prepared: {
            name: `inbox_list_${query.archive ? 'archived' : 'live'}`,
            values: { user: userId },
          },
        },
        (rows) => {
          unread = rows[0]?.unread;
          return rows.map(inboxWire);
        },
      );
      if (unread === undefined && !query.archive && !query.search && query.page === 0) unread = 0;
      if (unread === undefined) {
        const [counted] = await preparedOnce(orm, 'inbox_unread', () =>
          unreadQuery().prepare('inbox_unread'),
        ).execute({ user: userId });
        unread = Number(counted?.value ?? 0);
      }
      return { ...list, unread_notification: unread };
    },
  );

  route(
    app,
    contract.inbox.read,
    {
      description:
        "The user's own message only (anyone else's: 404). Marks it read, counts the read on its announcement (total_read), pushes get-bubble to the user, and answers the message under data.",
    },
    async (request) => {
      const actor = requireUser(request);
      const item = await orm.transaction(async (tx) => {
        const [found] = await tx
          .update(inboxItems)
          .set({ isRead: true })
          .where(and(eq(inboxItems.id, request.params.id), eq(inboxItems.userId, actor.user.id)))
          .returning();
        if (!found) throw notFound(MESSAGE_MESSAGES.messageNotFound);
        await afterReading(tx, actor.user.id, found.announcementId ? [found.announcementId] : []);
        return found;
      });
      return { data: inboxWire(item) };
    },
  );

  inboxBulkCall(app, deps, {
    endpoint: contract.inbox.markAllAsRead,
    description:
      'Every unread message of the user outside the archive becomes read (and counts on its announcement); pushes get-bubble.',
    message: 'inbox.allRead',
    change: async (tx, userId) => {
      const changed = await tx
        .update(inboxItems)
        .set({ isRead: true })
        .where(and(liveInbox(userId), eq(inboxItems.isRead, false)))
        .returning({ announcementId: inboxItems.announcementId });
      // Nothing was unread: no announcement read, no counter moved, nothing to push.
      if (changed.length === 0) return;
      await afterReading(
        tx,
        userId,
        changed.flatMap((row) => (row.announcementId ? [row.announcementId] : [])),
      );
    },
  });
}
