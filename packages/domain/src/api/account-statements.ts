import type { FinanceListQuery, GenerateStatementsPayload } from '../schemas';
import { segment, type Http } from './http';

/** Spec 002 §7: account statements and invoices. */
export function createAccountStatementsApi(http: Http) {
  return {
    /** GET /api/account-statements?page&unit_id&property_id&search. */
    list: (query: FinanceListQuery = {}) =>
      http.send({
        method: 'GET',
        path: '/api/account-statements',
        query,
        route: 'GET /api/account-statements',
      }),
    /**
     * POST /api/account-statements/generate (form; the invoice types as `types[]`): issues
     * invoices and answers the refreshed statement.
     */
    generate: (payload: GenerateStatementsPayload) =>
      http.send({
        method: 'POST',
        path: '/api/account-statements/generate',
        form: {
          ...payload,
          types: typeof payload.types === 'string' ? [payload.types] : payload.types,
        },
        route: 'POST /api/account-statements/generate',
      }),
    /**
     * GET /api/account-statements/pdf/{unit_id}?account_statement_id&token: one statement row's
     * PDF, or with no row id (token only) the unit's full statement.
     */
    pdfUrl: (unitId: number, accountStatementId?: number) =>
      http.tokenUrl(`/api/account-statements/pdf/${segment(unitId)}`, {
        account_statement_id: accountStatementId,
      }),
  };
}
