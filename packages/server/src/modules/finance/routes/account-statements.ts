import { contract, say } from '@strata/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../../auth/access';
import { downloadActor } from '../../../auth/download-actor';
import { localDate } from '../../../clock';
import { accountStatements } from '../tables';
import { properties } from '../../properties/tables';
import type { RouteDeps } from '../../../http/deps';
import { notFound } from '../../../http/errors';
import { FINANCE_MESSAGES } from '../../../http/messages';
import {
  financeUnit,
  outstandingOf,
  requireFinance,
  statementDescription,
  statementList,
} from '../records';
import { renderStatementPdf } from '../statement-pdf';
import { route } from '../../../http/route';

/** Spec 002 §7: a unit's statement, and the statement or invoice PDF. */
export async function accountStatementRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.accountStatements.list,
    {
      description: [
        "Needs the Account Statements service (400 with the spec's message; super users exempt)",
        "and View on 'Account Statement'. Owners see their own units; staff their property's;",
        'super users every property (or property_id). unit_id or property_id out of reach answer',
        '404. search matches ref no, description and unit number; 20 a page, newest first.',
        'outstanding is computed from the rows in the database (debits less credits) over the',
        'whole filtered ledger, not the page.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      requireFinance(actor, 'Account Statements', 'Account Statement', 'View');
      return statementList(orm, actor, request.query);
    },
  );

  route(
    app,
    contract.accountStatements.pdf,
    {
      description: [
        'Opened in a new window, so it takes the token as ?token= (or the bearer header); the',
        'access log never records the token. Without account_statement_id: every row of the',
        'unit (oldest first); with it: that row only (404 unless it is a row of the unit). Shows',
        "the property's name, address and bank details, the unit number, the rows (RM, two",
        "decimals) and the unit's outstanding balance. Needs the Account Statements service and",
        "View on 'Account Statement'; owners only their own units (404 otherwise). The path's",
        'id is the unit_id.',
      ].join(' '),
    },
    async (request, reply) => {
      const actor = await downloadActor(request, deps);
      requireFinance(actor, 'Account Statements', 'Account Statement', 'View');
      const unit = await financeUnit(orm, actor, request.params.id);
      const single = request.query.account_statement_id;
      const rows = await orm
        .select()
        .from(accountStatements)
        .where(
          and(
            eq(accountStatements.unitId, unit.id),
            single === undefined ? undefined : eq(accountStatements.id, single),
          ),
        )
        .orderBy(asc(accountStatements.date), asc(accountStatements.id));
      if (single !== undefined && rows.length === 0) {
        throw notFound(FINANCE_MESSAGES.statementNotFound);
      }
      const [property] = await orm
        .select()
        .from(properties)
        .where(eq(properties.id, unit.propertyId));
      const address = [
        property!.address,
        property!.address2,
        `${property!.postcode} ${property!.city}`,
        property!.state,
      ]
        .filter(Boolean)
        .join(', ');
      const pdf = await renderStatementPdf({
        title: say(single === undefined ? 'statement.pdfStatement' : 'statement.pdfInvoice'),
        property: {
          name: property!.name,
          address,
          bankName: property!.bankName,
          bankAcc: property!.bankAcc,
        },
        unitNo: unit.unitNo,
        rows: rows.map((row) => ({
          date: row.date,
          dueDate: row.dueDate,
          refNo: row.refNo,
          description: statementDescription(row),
          debit: row.debit,
          credit: row.credit,
        })),
        outstanding: await outstandingOf(orm, (table) => eq(table.unitId, unit.id)),
        printedOn: localDate(deps.now()),
      });
      const name = `${single === undefined ? 'statement' : 'invoice'}-${unit.unitNo}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${name.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
}
