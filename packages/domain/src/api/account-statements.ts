import { accountStatements } from '../contract/account-statements';
import type { FinanceListQuery, GenerateStatementsPayload } from '../schemas';
import type { Http } from './http';

/** Spec 002 §7: account statements and invoices. */
export function createAccountStatementsApi(http: Http) {
  return {
    list: (query: FinanceListQuery = {}) => http.call(accountStatements.list, { query }),
    /**
     * Issues invoices and answers the refreshed statement. The invoice types go as `types[]`, one
     * type as a list of one.
     */
    generate: (payload: GenerateStatementsPayload) =>
      http.call(accountStatements.generate, {
        body: {
          ...payload,
          types: typeof payload.types === 'string' ? [payload.types] : payload.types,
        },
      }),
    /** One statement row's PDF, or with no row id the unit's full statement. */
    pdfUrl: (unitId: number, accountStatementId?: number) =>
      http.link(accountStatements.pdf, {
        params: { id: unitId },
        query: { account_statement_id: accountStatementId },
      }),
  };
}
