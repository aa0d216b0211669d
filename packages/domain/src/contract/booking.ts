import { groupTypeEntrySchema, groupTypeResponseSchema } from '../responses/booking';
import { groupTypeParamsSchema } from '../schemas/reports';
import { policy, type EndpointGroup } from './endpoint';

/** The booking calls' wire schemas, by their component names. */
export const bookingSchemas = {
  GroupTypeParams: groupTypeParamsSchema,
  GroupTypeCompany: groupTypeEntrySchema,
  GroupTypeCompanies: groupTypeResponseSchema,
};

/**
 * Spec 002 §7: booking look-ups for the report filters. They need View and Create on Report, as
 * the reports do (the policy names Create, the handler checks both), and take the same property.
 */
export const booking = {
  groupType: {
    operationId: 'listGroupTypeCompanies',
    method: 'GET',
    path: '/api/booking/group-type/:group_type',
    tag: 'reports',
    summary: 'The companies of a group type',
    access: policy('Report', 'Create'),
    params: 'GroupTypeParams',
    query: 'ReportPropertyQuery',
    reply: 'GroupTypeCompanies',
    failures: [400, 401, 404],
  },
} as const satisfies EndpointGroup;
