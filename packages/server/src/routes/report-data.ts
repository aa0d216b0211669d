import { GROUP_TYPES, responseSchemas } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/access';
import type { RouteDeps } from '../http/deps';
import { HTTP_MESSAGES } from '../http/messages';
import { failures } from '../http/responses';
import { groupTypeCompanies, reportProperty, reportsData } from '../records/reports';

const propertyQuery = z.object({
  property_id: z.coerce
    .number({ error: HTTP_MESSAGES.validIdField })
    .int({ error: HTTP_MESSAGES.validIdField })
    .positive({ error: HTTP_MESSAGES.validIdField })
    .max(2_147_483_647, { error: HTTP_MESSAGES.validIdField })
    .optional(),
});

const groupTypeParams = z.object({
  group_type: z.enum(GROUP_TYPES, { error: `Group type must be one of ${GROUP_TYPES.join(', ')}` }),
});

const access = [
  'Needs View and Create on Report (others 400). Reads the caller’s property; a super user may',
  'pass property_id (default: the first property); another property answers 404 for staff.',
].join(' ');

/** Spec 002 §7: the report page's filter data and the companies of a group type. */
export async function reportDataRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  api.get(
    '/api/reports',
    {
      schema: {
        tags: ['reports'],
        summary: "The report filters' choices",
        description: `${access} staffs are the property's staff (every role but Owner).`,
        security,
        querystring: propertyQuery,
        response: { 200: responseSchemas['GET /api/reports'], ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      return reportsData(orm, await reportProperty(orm, actor, request.query.property_id));
    },
  );

  api.get(
    '/api/booking/group-type/:group_type',
    {
      schema: {
        tags: ['reports'],
        summary: 'The companies of a group type',
        description: `${access} The agents whose group type is group_type ('All': every agent), by company.`,
        security,
        params: groupTypeParams,
        querystring: propertyQuery,
        response: {
          200: responseSchemas['GET /api/booking/group-type/:group_type'],
          ...failures(400, 401, 404),
        },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const propertyId = await reportProperty(orm, actor, request.query.property_id);
      return groupTypeCompanies(orm, propertyId, request.params.group_type);
    },
  );
}
