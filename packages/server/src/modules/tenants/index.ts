import type { ServerModule } from '../../http/module';
import { tenantRoutes } from './routes/tenants';

/** A property's tenants (made by `pnpm new:resource`, docs/adding-a-screen.md). */
export const tenantsModule: ServerModule = {
  name: 'tenants',
  routes: [tenantRoutes],
};

export { tenancyOver } from './records';
