import { contract } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../../auth/access';
import { localDate } from '../../../clock';
import type { RouteDeps } from '../../../http/deps';
import { badRequest } from '../../../http/errors';
import { REFUSAL_MESSAGES, VISITOR_MESSAGES } from '../../../http/messages';
import { stampVisitor, visitorAtGate } from '../records';
import { route } from '../../../http/route';

/** Spec 000 §7 visitor check-in and spec 001 §7 check-out, by QR code. */
export async function visitorCheckRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.visitors.checkIn,
    {
      description: [
        "For guards (guard flag or Update on Visitors) and admins of the visitor's property, and",
        'super users; others 400. The property must have the Visitors service (else 400 with the',
        "spec's message; the session stays). Another property's visitor answers 404, like an unknown code. A pass",
        'checks in once, on a day from its start_date to its end_date (or start_date alone),',
        'Malaysian time; otherwise 400 says why. Writes an audit entry (Visitors check-in).',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const visitor = await visitorAtGate(
        orm,
        actor,
        request.params.qrcode,
        REFUSAL_MESSAGES.checkIn,
      );
      const now = deps.now();
      const today = localDate(now);
      if (visitor.checkedInAt) throw badRequest(VISITOR_MESSAGES.alreadyIn);
      if (visitor.startDate > today) throw badRequest(VISITOR_MESSAGES.notYet(visitor.startDate));
      if ((visitor.endDate ?? visitor.startDate) < today)
        throw badRequest(VISITOR_MESSAGES.expired);
      return stampVisitor(orm, actor, visitor, 'in', now);
    },
  );
  route(
    app,
    contract.visitors.checkOut,
    {
      description: [
        'As check-in: guards (flag or Update on Visitors), admins and super users, with the',
        "Visitors service; another property's visitor answers 404. The visitor must be checked",
        'in and not yet out (else 400). Writes an audit entry (Visitors check-out).',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const visitor = await visitorAtGate(
        orm,
        actor,
        request.params.qrcode,
        REFUSAL_MESSAGES.checkOut,
      );
      if (!visitor.checkedInAt) throw badRequest(VISITOR_MESSAGES.notCheckedIn);
      if (visitor.checkedOutAt) throw badRequest(VISITOR_MESSAGES.alreadyOut);
      return stampVisitor(orm, actor, visitor, 'out', deps.now());
    },
  );
}
