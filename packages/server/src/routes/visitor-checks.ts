import { responseSchemas } from '@strata/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  hasPermission,
  isSuper,
  requireService,
  requireUser,
  scopeToProperty,
} from '../auth/access';
import { visitors } from '../db/schema';
import type { RouteDeps } from '../http/deps';
import { qrcodeParams } from '../http/params';
import { writeAudit } from '../audit';
import { badRequest, notFound, refused } from '../http/errors';
import { REFUSAL_MESSAGES, VISITOR_MESSAGES } from '../http/messages';
import { failures } from '../http/responses';
import { localDate } from '../clock';
import { findVisitor, mayCheckIn, visitorWire } from '../records/visitors';

/** Spec 000 §7 visitor check-in and spec 001 §7 check-out, by QR code. */
export async function visitorCheckRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  api.get(
    '/api/visitors/check-in/:qrcode',
    {
      schema: {
        tags: ['visitors'],
        summary: 'Checks a visitor in by QR code',
        description: [
          "For guards (guard flag or Update on Visitors) and admins of the visitor's property, and",
          'super users; others 400. The property must have the Visitors service (else 400 with the',
          "spec's message; the session stays). Another property's visitor answers 404, like an unknown code. A pass",
          'checks in once, on a day from its start_date to its end_date (or start_date alone),',
          'Malaysian time; otherwise 400 says why. Writes an audit entry (Visitors check-in).',
        ].join(' '),
        security: [{ bearer: [] }],
        params: qrcodeParams,
        response: {
          200: responseSchemas['GET /api/visitors/check-in/:qrcode'],
          ...failures(400, 401, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      if (!mayCheckIn(actor)) throw refused(REFUSAL_MESSAGES.checkIn);
      requireService(actor, 'Visitors');
      const now = deps.now();
      const today = localDate(now);
      const found = await findVisitor(orm, request.params.qrcode);
      if (!found) throw notFound(VISITOR_MESSAGES.notFound);
      scopeToProperty(actor, found.visitor.propertyId, VISITOR_MESSAGES.notFound);
      const { visitor } = found;
      if (visitor.checkedInAt) throw badRequest(VISITOR_MESSAGES.alreadyIn);
      if (visitor.startDate > today) throw badRequest(VISITOR_MESSAGES.notYet(visitor.startDate));
      if ((visitor.endDate ?? visitor.startDate) < today)
        throw badRequest(VISITOR_MESSAGES.expired);
      const updated = await orm.transaction(async (tx) => {
        const rows = await tx
          .update(visitors)
          .set({ checkedInAt: now, checkedInBy: actor.user.id })
          .where(and(eq(visitors.id, visitor.id), isNull(visitors.checkedInAt)))
          .returning({ id: visitors.id });
        // Someone else checked the pass in between our read and this write.
        if (rows.length === 0) throw badRequest(VISITOR_MESSAGES.alreadyIn);
        await writeAudit(tx, actor, {
          module: 'Visitors',
          action: `check-in ${visitor.name}`,
          propertyId: visitor.propertyId,
        });
        return findVisitor(tx, visitor.qrcode);
      });
      return { visitor: visitorWire(updated!, today) };
    },
  );
  api.get(
    '/api/visitors/check-out/:qrcode',
    {
      schema: {
        tags: ['visitors'],
        summary: 'Checks a visitor out by QR code',
        description: [
          'As check-in: guards (flag or Update on Visitors), admins and super users, with the',
          "Visitors service; another property's visitor answers 404. The visitor must be checked",
          'in and not yet out (else 400). Writes an audit entry (Visitors check-out).',
        ].join(' '),
        security,
        params: qrcodeParams,
        response: {
          200: responseSchemas['GET /api/visitors/check-out/:qrcode'],
          ...failures(400, 401, 404),
        },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      if (!(isSuper(actor) || actor.user.isGuard || hasPermission(actor, 'Visitors', 'Update'))) {
        throw refused(REFUSAL_MESSAGES.checkOut);
      }
      requireService(actor, 'Visitors');
      const now = deps.now();
      const found = await findVisitor(orm, request.params.qrcode);
      if (!found) throw notFound(VISITOR_MESSAGES.notFound);
      scopeToProperty(actor, found.visitor.propertyId, VISITOR_MESSAGES.notFound);
      const { visitor } = found;
      if (!visitor.checkedInAt) throw badRequest(VISITOR_MESSAGES.notCheckedIn);
      if (visitor.checkedOutAt) throw badRequest(VISITOR_MESSAGES.alreadyOut);
      const updated = await orm.transaction(async (tx) => {
        const rows = await tx
          .update(visitors)
          .set({ checkedOutAt: now, checkedOutBy: actor.user.id })
          .where(and(eq(visitors.id, visitor.id), isNull(visitors.checkedOutAt)))
          .returning({ id: visitors.id });
        if (rows.length === 0) throw badRequest(VISITOR_MESSAGES.alreadyOut);
        await writeAudit(tx, actor, {
          module: 'Visitors',
          action: `check-out ${visitor.name}`,
          propertyId: visitor.propertyId,
        });
        return findVisitor(tx, visitor.qrcode);
      });
      return { visitor: visitorWire(updated!, localDate(now)) };
    },
  );
}
