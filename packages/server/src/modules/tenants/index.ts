import type { ServerModule } from '../../http/module';
import { tenantDocumentRoutes } from './routes/tenant-documents';
import { tenantVerifyRoutes } from './routes/tenant-verify';
import { tenantRoutes } from './routes/tenants';

/** A property's tenants (made by `pnpm new:resource`, docs/adding-a-screen.md). */
export const tenantsModule: ServerModule = {
  name: 'tenants',
  routes: [tenantRoutes, tenantVerifyRoutes, tenantDocumentRoutes],
};

export { tenancyRefusal } from './records';
