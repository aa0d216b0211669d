import { reports } from '../contract/reports';
import type { ReportQuery } from '../schemas';
import type { ReportType } from '../wire';
import type { Http, WireFields } from './http';

function rangeText(range: ReportQuery['purchased_date']): string | undefined {
  return Array.isArray(range) ? range.join(',') : (range as string | undefined);
}

/** Spec 002 §7: reports. */
export function createReportsApi(http: Http) {
  return {
    /** The filter choices (staffs, agents, packages, jettys, foods, payment methods). */
    data: () => http.call(reports.data),
    /**
     * The report document, opened in a new window. Date ranges go as 'start,end'.
     * `format: 'xlsx'` asks for the spreadsheet Download saves (agent, agent_redeemed,
     * daily_redemption); without it the server answers its PDF.
     */
    url: (type: ReportType, query: ReportQuery = {}, { format }: { format?: 'xlsx' } = {}) =>
      http.link(reports.document, {
        params: { type },
        query: {
          ...(query as WireFields),
          purchased_date: rangeText(query.purchased_date),
          departure_date: rangeText(query.departure_date),
          format: format ?? query.format,
        },
      }),
  };
}
