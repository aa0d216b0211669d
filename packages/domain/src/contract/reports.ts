import { reportsDataSchema } from '../responses/reports';
import {
  reportDocumentQuerySchema,
  reportPropertyQuerySchema,
  reportTypeParamsSchema,
} from '../schemas/reports';
import { policy, SIGNED_IN_LINK, type EndpointGroup } from './endpoint';

/** The reports calls' wire schemas, by their component names. */
export const reportsSchemas = {
  ReportPropertyQuery: reportPropertyQuerySchema,
  ReportsData: reportsDataSchema,
  ReportTypeParams: reportTypeParamsSchema,
  ReportQuery: reportDocumentQuerySchema,
};

/**
 * Spec 002 §7: reports. Every call needs View and Create on Report (spec 002 §6); the policy
 * names Create, the handlers check both.
 */
export const reports = {
  data: {
    operationId: 'getReportsData',
    method: 'GET',
    path: '/api/reports',
    tag: 'reports',
    summary: "The report filters' choices",
    access: policy('Report', 'Create'),
    query: 'ReportPropertyQuery',
    reply: 'ReportsData',
    failures: [400, 401, 404],
  },
  document: {
    operationId: 'getReport',
    method: 'GET',
    path: '/api/reports/:type',
    tag: 'reports',
    summary: 'A report, as a PDF or an .xlsx',
    access: { ...SIGNED_IN_LINK, policy: ['Report', 'Create'] },
    params: 'ReportTypeParams',
    query: 'ReportQuery',
    reply: {
      file: [
        'application/pdf',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
    },
    failures: [400, 401, 404],
  },
} as const satisfies EndpointGroup;
