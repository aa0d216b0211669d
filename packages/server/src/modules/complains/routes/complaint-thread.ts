import { contract, withinReopenWindow } from '@strata/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isOwnerActor, requireUser } from '../../../auth/access';
import type { RouteDeps } from '../../../http/deps';
import { badRequest } from '../../../http/errors';
import { COMPLAINT_MESSAGES } from '../../../http/messages';
import { route } from '../../../http/route';
import {
  auditComplaint,
  changeComplaint,
  complaintChanged,
  findComplaint,
  plainText,
  requireComplains,
  tellAssignee,
} from '../records';
import { complaintMessages, complains } from '../tables';

/*
 * The owner's side of a complaint: they reopen a Resolved one within 7 days; both sides post
 * messages in its thread. Each tells the open screens; a staff message leaves the owner an inbox
 * notification.
 */
export async function complaintThreadRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.complains.reopen,
    {
      description: [
        'The owner of the complaint (View on Complains, the service): a Resolved complaint within',
        '7 days of its resolution goes back to Open. Closed, not resolved, or resolved more than 7',
        "days ago: 400 saying which. Staff get 400. Audited; the property's open screens are told.",
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const { id } = request.params;
      await findComplaint(orm, actor, id);
      requireComplains(actor, 'View');
      if (!isOwnerActor(actor)) throw badRequest(COMPLAINT_MESSAGES.reopenOwnerOnly);
      return changeComplaint(
        deps,
        actor,
        id,
        () => COMPLAINT_MESSAGES.reopened,
        async (tx, current, now) => {
          if (current.status !== 'Resolved' || current.resolvedAt === null)
            throw badRequest(COMPLAINT_MESSAGES.reopenNotResolved);
          if (!withinReopenWindow(current.resolvedAt, now))
            throw badRequest(COMPLAINT_MESSAGES.reopenExpired);
          await tx
            .update(complains)
            .set({ status: 'Open', resolvedAt: null, updatedAt: now })
            .where(eq(complains.id, id));
          await auditComplaint(tx, actor, 'reopen-complaint', current);
          await complaintChanged(tx, actor, current, now);
          await tellAssignee(
            tx,
            actor,
            current,
            current.assigneeId,
            { message: 'complaint.notifyReopened', values: { name: actor.user.name } },
            now,
          );
        },
      );
    },
  );
  route(
    app,
    contract.complains.message,
    {
      description: [
        'The owner of the complaint (View on Complains) or staff with Update on Complains, with',
        'the service. The message is kept as plain text (tags removed). A Closed complaint takes',
        'no more messages (400). A staff message leaves the owner an inbox notification; both',
        "sides' open screens are told.",
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const { id } = request.body;
      await findComplaint(orm, actor, id);
      requireComplains(actor, isOwnerActor(actor) ? 'View' : 'Update');
      const text = plainText(request.body.message);
      if (!text) throw badRequest(COMPLAINT_MESSAGES.messageEmpty);
      return changeComplaint(
        deps,
        actor,
        id,
        () => COMPLAINT_MESSAGES.messageSent,
        async (tx, current, now) => {
          await tx
            .insert(complaintMessages)
            .values({ complaintId: id, userId: actor.user.id, message: text, createdAt: now });
          await tx.update(complains).set({ updatedAt: now }).where(eq(complains.id, id));
          // The owner's message tells the assignee; staff's tells the owner.
          const values = { name: actor.user.name, message: text.slice(0, 200) };
          if (isOwnerActor(actor)) {
            await complaintChanged(tx, actor, current, now);
            await tellAssignee(
              tx,
              actor,
              current,
              current.assigneeId,
              { message: 'complaint.notifyOwnerMessage', values },
              now,
            );
          } else {
            await complaintChanged(tx, actor, current, now, {
              message: 'complaint.notifyMessage',
              values,
            });
          }
        },
      );
    },
  );
}
