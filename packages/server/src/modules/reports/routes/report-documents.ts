import { contract } from '@strata/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { downloadActor } from '../../../auth/download-actor';
import { localDate } from '../../../clock';
import { properties } from '../../properties/tables';
import type { RouteDeps } from '../../../http/deps';
import { REPORT_MESSAGES } from '../../../http/messages';
import { renderReportPdf, renderReportXlsx } from '../report-document';
import {
  bookingConditions,
  checkReportRules,
  filterLines,
  filterNames,
  reportLanguage,
} from '../report-filters';
import { runReport } from '../report-queries';
import { reportProperty } from '../records';
import { route } from '../../../http/route';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const description = [
  'Opened in a new window, so it takes the token as ?token= (or the bearer header); no log holds',
  'the token. Needs View and Create on Report. Spec 002 §6: Cashier gets closing_account,',
  'cash_movement, reprint and void_note; CSA trip, boat_operator and void_note; Marketing',
  'marketing, financial, agent, agent_redeemed and customer; every other role all 14 (another',
  'type: 400). Cashier and CSA are locked to themselves as staff: staff_id defaults to them and',
  "another staff member's id is refused (400). Spec 002 §5, with the spec's messages (400):",
  'staff_id required for cash_movement, reprint, closing_account, void_note and trip; trip_type',
  "for trip ('Daily' groups by day, 'Montly' by month); jetty_id for closing_account ('Please",
  "select jetty'); departure_date for daily_redemption and agent_redeemed; month for",
  'boat_operator; purchased_date and departure_date within one month (marketing may span',
  'months in purchased_date). Date ranges are Malaysian days, start,end inclusive; month is a',
  "departure month. Choice filters take 'all' or nothing for no filter; group_type_value is the",
  'agent (company) of the group type; payment_method is a payment method id. A staff member,',
  'jetty, package, add-on, company or payment method not on the property answers 404. Each type',
  'is one SQL aggregation over the filtered bookings with a totals row; voided tickets count',
  'only in cash_movement (as cash out) and void_note. format=xlsx (agent, agent_redeemed and',
  'daily_redemption only) answers the Download as .xlsx; otherwise the PDF, inline. lang=ms, or',
  'an Accept-Language preferring ms, gives the refusals in Malay. Super users name the property',
  'with property_id (default: the first).',
].join(' ');

/** Spec 002 §7: GET /api/reports/{type}, the report as a PDF (or the Download as .xlsx). */
export async function reportDocumentRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.reports.document,
    {
      description,
    },
    async (request, reply) => {
      const actor = await downloadActor(request, deps);
      const { type } = request.params;
      const lang = reportLanguage(request.query.lang, request.headers['accept-language']);
      const propertyId = await reportProperty(orm, actor, request.query.property_id);
      const filters = checkReportRules(actor, type, request.query, lang);
      const names = await filterNames(orm, propertyId, filters, lang);
      const table = await runReport(orm, type, filters, bookingConditions(propertyId, filters));
      const [property] = await orm
        .select({ name: properties.name })
        .from(properties)
        .where(eq(properties.id, propertyId));
      const heading = {
        title: REPORT_MESSAGES.en.title(type),
        propertyName: property!.name,
        filters: filterLines(filters, names),
        printedOn: localDate(deps.now()),
        printedBy: actor.user.name,
      };
      const xlsx = filters.format === 'xlsx';
      const name = `${type}-report.${xlsx ? 'xlsx' : 'pdf'}`;
      return reply
        .type(xlsx ? XLSX : 'application/pdf')
        .header('content-disposition', `${xlsx ? 'attachment' : 'inline'}; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(
          xlsx ? await renderReportXlsx(heading, table) : await renderReportPdf(heading, table),
        );
    },
  );
}
