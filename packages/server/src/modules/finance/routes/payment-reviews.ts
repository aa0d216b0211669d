import { contract } from '@strata/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../../audit';
import { isOwnerActor, requireUser, scopeToProperty } from '../../../auth/access';
import { localDate } from '../../../clock';
import { accountStatements, payments } from '../tables';
import type { RouteDeps } from '../../../http/deps';
import { badRequest, notFound, refused } from '../../../http/errors';
import { FINANCE_MESSAGES } from '../../../http/messages';
import { requireFinance } from '../records';
import { notify } from '../../../realtime/bus';
import { route } from '../../../http/route';

/** Spec 002 §4, §7: verifying or rejecting a Pending payment. */
export async function paymentReviewRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  for (const [endpoint, action, status] of [
    [contract.payments.verify, 'verify', 'Verified'],
    [contract.payments.reject, 'reject', 'Rejected'],
  ] as const) {
    route(
      app,
      endpoint,
      {
        description: [
          'For property staff with Update on Payments (owners: 400), on the Pending payments of',
          'their property (another property: 404; not Pending: 400, so a second review is',
          'refused). ',
          action === 'verify'
            ? 'Verifying adds the credit row to the account statement in the same transaction, so the outstanding balance drops at once.'
            : 'Rejecting leaves the statement as it is.',
          "Pushes get-bubble to the property's signed-in staff (the pending-payment counter",
          `drops). Answers '${status === 'Verified' ? FINANCE_MESSAGES.verified : FINANCE_MESSAGES.rejected}'.`,
        ].join(' '),
      },
      async (request) => {
        const actor = requireUser(request);
        requireFinance(actor, 'Payments', 'Payments', 'View');
        if (isOwnerActor(actor)) throw refused(FINANCE_MESSAGES.ownersCannotReview);
        requireFinance(actor, 'Payments', 'Payments', 'Update');
        const [payment] = await orm
          .select()
          .from(payments)
          .where(eq(payments.id, request.params.id));
        if (!payment) throw notFound(FINANCE_MESSAGES.paymentNotFound);
        scopeToProperty(actor, payment.propertyId, FINANCE_MESSAGES.paymentNotFound);
        await orm.transaction(async (tx) => {
          const [changed] = await tx
            .update(payments)
            .set({ status, reviewedBy: actor.user.id, reviewedAt: deps.now() })
            .where(and(eq(payments.id, payment.id), eq(payments.status, 'Pending')))
            .returning();
          if (!changed) {
            const [current] = await tx
              .select({ status: payments.status })
              .from(payments)
              .where(eq(payments.id, payment.id));
            throw badRequest(FINANCE_MESSAGES.notPending(current?.status ?? payment.status));
          }
          if (status === 'Verified') {
            await tx.insert(accountStatements).values({
              propertyId: changed.propertyId,
              unitId: changed.unitId,
              type: 'payment',
              date: localDate(deps.now()),
              month: changed.month,
              refNo: changed.refNo,
              description: `Payment received (${changed.month ?? localDate(deps.now()).slice(0, 7)})`,
              credit: changed.amount,
              debit: 0,
              paymentId: changed.id,
              createdBy: actor.user.id,
            });
          }
          await writeAudit(tx, actor, {
            module: 'Payments',
            action: `${action}-payment ${changed.refNo}`,
            propertyId: changed.propertyId,
          });
          await notify(tx, {
            k: 'send',
            to: { propertyId: changed.propertyId },
            m: { type: 'get-bubble' },
          });
          if (changed.userId !== null) {
            await notify(tx, {
              k: 'send',
              to: { userId: changed.userId },
              m: { type: 'get-bubble' },
            });
          }
        });
        return {
          message: status === 'Verified' ? FINANCE_MESSAGES.verified : FINANCE_MESSAGES.rejected,
        };
      },
    );
  }
}
