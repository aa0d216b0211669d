import { BANKS, contract } from '@strata/domain';
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../../audit';
import { isOwnerActor, requireUser } from '../../../auth/access';
import { localDate, monthRange } from '../../../clock';
import { payments } from '../tables';
import { uploads } from '../../files/tables';
import type { RouteDeps } from '../../../http/deps';
import { badRequest, notFound } from '../../../http/errors';
import { FINANCE_MESSAGES } from '../../../http/messages';
import { financeUnit, MAX_AMOUNT, paymentPage, requireFinance, scopeOf } from '../records';
import { notify } from '../../../realtime/bus';
import { RECEIPT } from '../../../uploads/storage';
import { route } from '../../../http/route';

/** Spec 002 §7: adding a payment (Pending until property staff review it). */
export async function paymentAddRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.payments.add,
    {
      description: [
        "Form: amount, unit_id, doc (a receipt this user uploaded: else 400 'Please upload",
        "payment receipt'), bank (one of the listed banks), payment_type (bank_transfer;",
        "online_banking answers 400 'Online Banking service is not available. …'), date (the",
        "month, yyyy-mm: required for staff, 'Please select month'; an owner's payment is for",
        'the current month). Owners pay for their own units, staff for a unit of their property',
        '(404 otherwise). Needs the Payments service and Create on Payments. Pushes get-bubble',
        "to the property's staff. Answers the unit's refreshed payments list.",
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      requireFinance(actor, 'Payments', 'Payments', 'Create');
      const body = request.body;
      if (body.payment_type === 'online_banking') throw badRequest(FINANCE_MESSAGES.onlineBanking);
      if (body.amount > MAX_AMOUNT) throw badRequest(FINANCE_MESSAGES.amountTooLarge);
      const owner = isOwnerActor(actor);
      if (!owner && body.date === undefined) throw badRequest(FINANCE_MESSAGES.monthRequired);
      if (!(BANKS as readonly string[]).includes(body.bank)) {
        throw badRequest(FINANCE_MESSAGES.bankUnknown);
      }
      const unit = await financeUnit(orm, actor, body.unit_id);
      if (body.property_id !== undefined && body.property_id !== unit.propertyId) {
        throw notFound('Property');
      }
      const [upload] = await orm
        .select({ id: uploads.id })
        .from(uploads)
        .where(
          and(
            eq(uploads.name, body.doc),
            eq(uploads.kind, RECEIPT.folder),
            eq(uploads.userId, actor.user.id),
          ),
        );
      if (!upload) throw badRequest(FINANCE_MESSAGES.receiptRequired);
      const today = localDate(deps.now());
      await orm.transaction(async (tx) => {
        await tx.insert(payments).values({
          propertyId: unit.propertyId,
          unitId: unit.id,
          userId: actor.user.id,
          date: today,
          month: owner ? monthRange(deps.now()).month : body.date,
          refNo: `PAY-${today.replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`,
          amount: Math.round(body.amount * 100) / 100,
          paymentType: body.payment_type,
          bank: body.bank,
          doc: body.doc,
          status: 'Pending',
          platform: String(request.headers['x-platform'] ?? 'web_app').slice(0, 40),
        });
        await writeAudit(tx, actor, {
          module: 'Payments',
          action: `add-payment ${unit.unitNo} ${body.amount.toFixed(2)}`,
          propertyId: unit.propertyId,
        });
        await notify(tx, {
          k: 'send',
          to: { propertyId: unit.propertyId },
          m: { type: 'get-bubble' },
        });
      });
      // The unit was checked above: the actor's scope narrowed to it, with no second look-up.
      return paymentPage(orm, scopeOf(actor, { unit_id: unit.id }), { page: 0 });
    },
  );
}
