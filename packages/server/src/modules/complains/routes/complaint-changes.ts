import { complaintMoveAllowed, contract, withinReopenWindow } from '@strata/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isOwnerActor, requireUser, type Actor } from '../../../auth/access';
import type { OrmTransaction } from '../../../db/database';
import type { RouteDeps } from '../../../http/deps';
import { badRequest } from '../../../http/errors';
import { COMPLAINT_MESSAGES } from '../../../http/messages';
import { route } from '../../../http/route';
import { users } from '../../users/tables';
import {
  auditComplaint,
  complaintById,
  complaintChanged,
  findComplaint,
  plainText,
  requireComplains,
  staffOf,
} from '../records';
import { complaintMessages, complains } from '../tables';

type ComplaintRow = typeof complains.$inferSelect;

/*
 * The changes of a complaint: staff assign it and move it Open → In progress → Resolved → Closed
 * (Closed is final); its owner reopens a Resolved one within 7 days; both sides post messages.
 * Each change tells the open screens, and leaves the owner an inbox notification.
 */
export async function complaintChangeRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  /** Runs `change` on the complaint locked for update, answering it afterwards. */
  async function change(
    actor: Actor,
    id: number,
    message: () => string,
    work: (tx: OrmTransaction, current: ComplaintRow, now: Date) => Promise<void>,
  ) {
    const now = deps.now();
    await orm.transaction(async (tx) => {
      const [current] = await tx.select().from(complains).where(eq(complains.id, id)).for('update');
      await work(tx, current!, now);
    });
    return { data: await complaintById(orm, id), message: message() };
  }

  /** Staff with Update on Complains (owners are refused with a clear 400). */
  function requireStaff(actor: Actor) {
    requireComplains(actor, 'Update');
    if (isOwnerActor(actor)) throw badRequest(COMPLAINT_MESSAGES.staffOnly);
  }

  route(
    app,
    contract.complains.assign,
    {
      description: [
        'Staff with Update on Complains (and the service). assignee_id must be an active staff',
        "user of the complaint's property (else 400); a Closed complaint cannot change (400).",
        "Answers 'Complaint has been assigned'; audited; the owner gets an inbox notification.",
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const { id, assignee_id } = request.body;
      await findComplaint(orm, actor, id);
      requireStaff(actor);
      return change(
        actor,
        id,
        () => COMPLAINT_MESSAGES.assigned,
        async (tx, current, now) => {
          if (current.status === 'Closed') throw badRequest(COMPLAINT_MESSAGES.closedFinal);
          const [staff] = await tx
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(staffOf(current.propertyId, assignee_id));
          if (!staff) throw badRequest(COMPLAINT_MESSAGES.assigneeNotStaff);
          await tx
            .update(complains)
            .set({ assigneeId: staff.id, updatedAt: now })
            .where(eq(complains.id, id));
          await auditComplaint(tx, actor, `assign-complaint ${staff.name}:`, current);
          await complaintChanged(
            tx,
            actor,
            current,
            now,
            COMPLAINT_MESSAGES.notifyAssigned(current.title, staff.name),
          );
        },
      );
    },
  );
  route(
    app,
    contract.complains.status,
    {
      description: [
        'Staff with Update on Complains (and the service). Only Open → In progress → Resolved →',
        'Closed, one step at a time; Closed is final; any other move answers 400 naming both',
        'statuses. Resolving stamps resolved_at. Audited; the owner gets an inbox notification.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const { id, status } = request.body;
      await findComplaint(orm, actor, id);
      requireStaff(actor);
      return change(
        actor,
        id,
        () => COMPLAINT_MESSAGES.moved(status),
        async (tx, current, now) => {
          const from = current.status as typeof status;
          if (from === 'Closed') throw badRequest(COMPLAINT_MESSAGES.closedFinal);
          if (!complaintMoveAllowed(from, status))
            throw badRequest(COMPLAINT_MESSAGES.badMove(from, status));
          await tx
            .update(complains)
            .set({
              status,
              updatedAt: now,
              ...(status === 'Resolved' ? { resolvedAt: now } : {}),
            })
            .where(and(eq(complains.id, id), eq(complains.status, from)));
          await auditComplaint(tx, actor, `status-complaint ${status}:`, current);
          await complaintChanged(
            tx,
            actor,
            current,
            now,
            COMPLAINT_MESSAGES.notifyStatus(current.title, status),
          );
        },
      );
    },
  );
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
      return change(
        actor,
        id,
        () => COMPLAINT_MESSAGES.reopened,
        async (tx, current, now) => {
          if (current.status === 'Closed') throw badRequest(COMPLAINT_MESSAGES.closedFinal);
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
        'the service. The message is kept as plain text (tags removed). A staff message leaves',
        "the owner an inbox notification; both sides' open screens are told.",
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const { id } = request.body;
      await findComplaint(orm, actor, id);
      requireComplains(actor, isOwnerActor(actor) ? 'View' : 'Update');
      const text = plainText(request.body.message);
      if (!text) throw badRequest(COMPLAINT_MESSAGES.messageEmpty);
      return change(
        actor,
        id,
        () => COMPLAINT_MESSAGES.messageSent,
        async (tx, current, now) => {
          await tx
            .insert(complaintMessages)
            .values({ complaintId: id, userId: actor.user.id, message: text, createdAt: now });
          await tx.update(complains).set({ updatedAt: now }).where(eq(complains.id, id));
          await complaintChanged(
            tx,
            actor,
            current,
            now,
            isOwnerActor(actor)
              ? undefined
              : COMPLAINT_MESSAGES.notifyMessage(
                  current.title,
                  actor.user.name,
                  text.slice(0, 200),
                ),
          );
        },
      );
    },
  );
}
