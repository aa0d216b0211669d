import type { ServerModule } from '../../http/module';
import { reportDataRoutes } from './routes/report-data';
import { reportDocumentRoutes } from './routes/report-documents';

/** Spec 002 §7: the reports, their filter data and their documents. */
export const reportsModule: ServerModule = {
  name: 'reports',
  routes: [reportDataRoutes, reportDocumentRoutes],
};
