import { complaintMoveAllowed, contract } from '@strata/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isOwnerActor, requireUser, type Actor } from '../../../auth/access';
import type { RouteDeps } from '../../../http/deps';
import { badRequest } from '../../../http/errors';
import { COMPLAINT_MESSAGES } from '../../../http/messages';
import { route } from '../../../http/route';
import { users } from '../../users/tables';
import {
  auditComplaint,
  changeComplaint,
  complaintChanged,
  findComplaint,
  requireComplains,
  staffOf,
  tellAssignee,
} from '../records';
import { complains } from '../tables';

/*
 * Staff's changes of a complaint: they assign it and move it Open → In progress → Resolved →
 * Closed (Closed is final); the owner's reopen and the thread are in complaint-thread.ts. Each
 * change tells the open screens, and leaves the owner an inbox notification.
 */
export async function complaintChangeRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

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
        "Answers 'Complaint has been assigned'; audited; the owner and the new assignee (unless",
        'they assigned themselves) get an inbox notification.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const { id, assignee_id } = request.body;
      await findComplaint(orm, actor, id);
      requireStaff(actor);
      return changeComplaint(
        deps,
        actor,
        id,
        () => COMPLAINT_MESSAGES.assigned,
        async (tx, current, now) => {
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
          await complaintChanged(tx, actor, current, now, {
            message: 'complaint.notifyAssigned',
            values: { name: staff.name },
          });
          await tellAssignee(
            tx,
            actor,
            current,
            staff.id,
            { message: 'complaint.notifyYouAssigned', values: { name: actor.user.name } },
            now,
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
      return changeComplaint(
        deps,
        actor,
        id,
        () => COMPLAINT_MESSAGES.moved(status),
        async (tx, current, now) => {
          const from = current.status as typeof status;
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
          await complaintChanged(tx, actor, current, now, {
            message: 'complaint.notifyStatus',
            values: { status: { say: `complaint.status.${status}` } },
          });
        },
      );
    },
  );
}
