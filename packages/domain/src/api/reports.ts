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
     * go as 'start,end'. `format: 'xlsx'` asks for the spreadsheet Download saves (agent,
     * agent_redeemed, daily_redemption); without it the server answers its PDF.
     */
    url: (type: ReportType, query: ReportQuery = {}, { format }: { format?: 'xlsx' } = {}) =>
      http.tokenUrl(`/api/reports/${segment(type)}`, {
        ...(query as WireFields),
        purchased_date: rangeText(query.purchased_date),
        departure_date: rangeText(query.departure_date),
        format: format ?? query.format,
      }),
  };
}
