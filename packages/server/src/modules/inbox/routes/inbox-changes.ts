import { contract } from '@strata/domain';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../../auth/access';
import { inboxItems } from '../tables';
import type { RouteDeps } from '../../../http/deps';
import { badRequest, notFound } from '../../../http/errors';
import { MESSAGE_MESSAGES } from '../../../http/messages';
import { afterReading, counterChanged, inboxBulkCall, liveInbox } from '../records';
import { route } from '../../../http/route';

/** Spec 002 §7: archiving, clearing and replying to inbox messages. */
export async function inboxChangeRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.inbox.remove,
    {
      description:
        "JSON: ids. The user's own messages among them move to the archive (ids of others are ignored; none of the user's: 404). Pushes get-bubble. Answers 'Message has been removed'.",
    },
    async (request) => {
      const actor = requireUser(request);
      const ids = [...new Set(request.body.ids)].slice(0, 1000);
      await orm.transaction(async (tx) => {
        const own = await tx
          .select({ id: inboxItems.id })
          .from(inboxItems)
          .where(and(eq(inboxItems.userId, actor.user.id), inArray(inboxItems.id, ids)));
        if (own.length === 0) throw notFound(MESSAGE_MESSAGES.messageNotFound);
        await tx
          .update(inboxItems)
          .set({ archivedAt: deps.now() })
          .where(
            and(
              liveInbox(actor.user.id),
              inArray(
                inboxItems.id,
                own.map((row) => row.id),
              ),
            ),
          );
        await counterChanged(tx, actor.user.id);
      });
      return { message: MESSAGE_MESSAGES.removed };
    },
  );

  inboxBulkCall(app, deps, {
    endpoint: contract.inbox.removeAll,
    description: 'Every message of the user outside the archive moves to it; pushes get-bubble.',
    message: 'inbox.allRemoved',
    change: async (tx, userId, now) => {
      await tx.update(inboxItems).set({ archivedAt: now }).where(liveInbox(userId));
      await counterChanged(tx, userId);
    },
  });

  inboxBulkCall(app, deps, {
    endpoint: contract.inbox.clearArchive,
    description:
      "The user's archived messages are deleted for good (the unread counter never counts them).",
    message: 'inbox.archiveCleared',
    change: (tx, userId) =>
      tx
        .delete(inboxItems)
        .where(and(eq(inboxItems.userId, userId), isNotNull(inboxItems.archivedAt))),
  });

  route(
    app,
    contract.inbox.reply,
    {
      description:
        "JSON: id (the user's own message, else 404) and reply (plain text, at most 2000 characters; blank: 400 'Please provide your reply'). Stores the reply on the message, which is then read. Answers 'Reply has been submitted'. A notice the server left (a complaint's change, a booking's review; replyable false) takes no reply: 400 saying to answer on what it is about.",
    },
    async (request) => {
      const actor = requireUser(request);
      const { id, reply } = request.body;
      await orm.transaction(async (tx) => {
        const own = and(eq(inboxItems.id, id), eq(inboxItems.userId, actor.user.id));
        const [found] = await tx
          .update(inboxItems)
          .set({ reply: reply.slice(0, 2000), repliedAt: deps.now(), isRead: true })
          .where(and(own, isNull(inboxItems.notice)))
          .returning();
        if (!found) {
          const [notice] = await tx.select({ id: inboxItems.id }).from(inboxItems).where(own);
          if (notice) throw badRequest(MESSAGE_MESSAGES.noticeNoReply);
          throw notFound(MESSAGE_MESSAGES.messageNotFound);
        }
        await afterReading(tx, actor.user.id, found.announcementId ? [found.announcementId] : []);
      });
      return { message: MESSAGE_MESSAGES.replied };
    },
  );
}
