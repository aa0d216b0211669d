import type { ServerModule } from '../../http/module';
import { accountStatementRoutes } from './routes/account-statements';
import { financeFileRoutes } from './routes/finance-files';
import { paymentAddRoutes } from './routes/payment-add';
import { paymentReviewRoutes } from './routes/payment-reviews';
import { paymentRoutes } from './routes/payments';
import { statementGenerateRoutes } from './routes/statement-generate';

/** Spec 002 §7: account statements, invoices, payments with receipts, and their PDFs. */
export const financeModule: ServerModule = {
  name: 'finance',
  routes: [
    accountStatementRoutes,
    statementGenerateRoutes,
    paymentRoutes,
    paymentAddRoutes,
    paymentReviewRoutes,
    financeFileRoutes,
  ],
};

export { outstandingOf, outstandingQuery, ringgit } from './records';
