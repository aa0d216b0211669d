import type { ServerModule } from '../../http/module';
import { auditRoutes } from './routes';

/** Spec 001 §7: the audit log. */
export const auditModule: ServerModule = {
  name: 'audit',
  routes: [auditRoutes],
};

export { auditEntryWire } from './records';
