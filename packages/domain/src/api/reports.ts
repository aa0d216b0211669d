import type { ReportQuery } from '../schemas';
import type { ReportType } from '../wire';
import { segment, type Http, type WireFields } from './http';

function rangeText(range: ReportQuery['purchased_date']): string | undefined {
  return Array.isArray(range) ? range.join(',') : (range as string | undefined);
}

/** Spec 002 §7: reports. */
export function createReportsApi(http: Http) {
  return {
    /** GET /api/reports: the filter choices (staffs, agents, packages, jettys, foods, payment methods). */
    data: () => http.send({ method: 'GET', path: '/api/reports', route: 'GET /api/reports' }),
    /**
     * GET /api/reports/{type}?...&token: the report document, opened in a new window. Date ranges
     * go as 'start,end'; `format: 'xlsx'` gives the Download of agent, agent_redeemed and
     * daily_redemption (default: the PDF).
     */
    url: (type: ReportType, query: ReportQuery = {}) =>
      http.tokenUrl(`/api/reports/${segment(type)}`, {
        ...(query as WireFields),
        purchased_date: rangeText(query.purchased_date),
        departure_date: rangeText(query.departure_date),
      }),
  };
}
