import { contract } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../../auth/access';
import type { RouteDeps } from '../../../http/deps';
import { financeScope, paymentList, requireFinance } from '../records';
import { documentUploadCall } from '../../../shared/document-upload';
import { RECEIPT } from '../../../uploads/storage';
import { route } from '../../../http/route';

/** Spec 002 §7: the payments list and the receipt upload. */
export async function paymentRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.payments.list,
    {
      description: [
        "Needs the Payments service (400 with the spec's message; super users exempt) and View",
        "on Payments. Owners see their own units' payments; staff their property's; super users",
        'all (or property_id). unit_id or property_id out of reach answer 404. search matches ref',
        'no, bank, status and unit number; 20 a page, newest first. outstanding is the',
        'statement balance (debits less credits) of the same units.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      requireFinance(actor, 'Payments', 'Payments', 'View');
      const scope = await financeScope(orm, actor, request.query);
      return paymentList(orm, scope, request.query);
    },
  );

  documentUploadCall(app, deps, {
    endpoint: contract.payments.uploadReceipt,
    description: [
      'Needs the Payments service and Create on Payments. Answers the stored name for',
      'payments/add; the file is served at /storage/receipts/{doc} to users of the',
      "payment's property (owners: their own units) and, before it is used, to its uploader.",
    ].join(' '),
    kind: RECEIPT,
    authorize: (actor) => requireFinance(actor, 'Payments', 'Payments', 'Create'),
  });
}
