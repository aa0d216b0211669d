import { contract } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import { isSuper, requireUser, scopeToProperty } from '../../../auth/access';
import type { RouteDeps } from '../../../http/deps';
import { badRequest, notFound } from '../../../http/errors';
import { FINANCE_MESSAGES, USER_MESSAGES } from '../../../http/messages';
import { financeUnit, requireFinance, statementList } from '../records';
import { issueInvoices } from '../invoices';
import { route } from '../../../http/route';

/** Spec 002 §7: issuing invoices (the Issue Statement modal). */
export async function statementGenerateRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;
  route(
    app,
    contract.accountStatements.generate,
    {
      description: [
        "Form or JSON; types[] of maintenance (the unit's maintenance_amount), water",
        "((current_reading − previous_reading) × the unit's water_amount; one unit only;",
        "'Current reading should be greater than previous reading') and others",
        '(other_bill_name, other_bill_amount); date is the month (yyyy-mm). With unit_id, that',
        'unit; without, every unit of the property (property_id; staff their own) that has',
        "owners: units without owners are never invoiced ('Invoice will ONLY be issued to units",
        "that have owners assigned.'). Needs Create on 'Account Statement' and the Account",
        'Statements service. The same type for the same unit and month is never issued twice:',
        '400 naming it, and nothing is written. All rows land in one transaction. Answers the',
        'refreshed statement (of the unit, or of the property).',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      requireFinance(actor, 'Account Statements', 'Account Statement', 'Create');
      const body = request.body;
      if (body.unit_id !== undefined) {
        const unit = await financeUnit(orm, actor, body.unit_id);
        if (body.property_id !== undefined && body.property_id !== unit.propertyId) {
          throw notFound('Property');
        }
        await orm.transaction((tx) => issueInvoices(tx, actor, body, { unitId: unit.id }));
        return statementList(orm, actor, { page: 0, unit_id: unit.id });
      }
      if (body.types.includes('water')) throw badRequest(FINANCE_MESSAGES.waterOneUnit);
      const propertyId = body.property_id ?? (isSuper(actor) ? null : actor.user.propertyId);
      if (propertyId === null) throw badRequest(USER_MESSAGES.propertyRequired);
      scopeToProperty(actor, propertyId, 'Property');
      await orm.transaction((tx) => issueInvoices(tx, actor, body, { propertyId }));
      return statementList(orm, actor, { page: 0, property_id: propertyId });
    },
  );
}
