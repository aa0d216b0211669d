import {
  accountStatementListResponseSchema,
  accountStatementRowSchema,
} from '../responses/account-statements';
import {
  financeListQuerySchema,
  generateStatementsSchema,
  statementPdfQuerySchema,
} from '../schemas/finance';
import { policy, SIGNED_IN_LINK, type EndpointGroup } from './endpoint';

/** The accountStatements calls' wire schemas, by their component names. */
export const accountStatementsSchemas = {
  FinanceListQuery: financeListQuerySchema,
  AccountStatementRow: accountStatementRowSchema,
  AccountStatementList: accountStatementListResponseSchema,
  GenerateStatementsBody: generateStatementsSchema,
  StatementPdfQuery: statementPdfQuerySchema,
};

/** Spec 002 §7: account statements and invoices. */
export const accountStatements = {
  list: {
    operationId: 'listAccountStatements',
    method: 'GET',
    path: '/api/account-statements',
    tag: 'account statements',
    summary: 'A ledger of invoices (debit) and verified payments (credit)',
    access: policy('Account Statement', 'View'),
    query: 'FinanceListQuery',
    reply: 'AccountStatementList',
    failures: [400, 401, 404],
  },
  generate: {
    operationId: 'generateAccountStatements',
    method: 'POST',
    path: '/api/account-statements/generate',
    tag: 'account statements',
    summary: 'Issues invoices for one unit or every unit with owners',
    access: policy('Account Statement', 'Create'),
    body: 'GenerateStatementsBody',
    bodyKind: 'form',
    reply: 'AccountStatementList',
    failures: [400, 401, 404],
  },
  pdf: {
    operationId: 'getAccountStatementPdf',
    method: 'GET',
    path: '/api/account-statements/pdf/:id',
    tag: 'account statements',
    summary: "A unit's statement, or one invoice, as a PDF",
    access: { ...SIGNED_IN_LINK, policy: ['Account Statement', 'View'] },
    params: 'IdParams',
    query: 'StatementPdfQuery',
    reply: { file: ['application/pdf'] },
    failures: [400, 401, 404],
  },
} as const satisfies EndpointGroup;
