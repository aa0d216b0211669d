import { contract } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../../auth/access';
import type { RouteDeps } from '../../../http/deps';
import { groupTypeCompanies, reportProperty, reportsData } from '../records';
import { route } from '../../../http/route';

const access = [
  'Needs View and Create on Report (others 400). Reads the caller’s property; a super user may',
  'pass property_id (default: the first property); another property answers 404 for staff.',
].join(' ');

/** Spec 002 §7: the report page's filter data and the companies of a group type. */
export async function reportDataRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.reports.data,
    {
      description: `${access} staffs are the property's staff (every role but Owner).`,
    },
    async (request) => {
      const actor = requireUser(request);
      return reportsData(orm, await reportProperty(orm, actor, request.query.property_id));
    },
  );

  route(
    app,
    contract.booking.groupType,
    {
      description: `${access} The agents whose group type is group_type ('All': every agent), by company.`,
    },
    async (request) => {
      const actor = requireUser(request);
      const propertyId = await reportProperty(orm, actor, request.query.property_id);
      return groupTypeCompanies(orm, propertyId, request.params.group_type);
    },
  );
}
