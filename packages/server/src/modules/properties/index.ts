import type { ServerModule } from '../../http/module';
import { propertyRoutes } from './routes/properties';
import { propertyChangeRoutes } from './routes/property-changes';
import { propertyServiceRoutes } from './routes/property-services';

/** Spec 001 §3: properties, their pictures and their services (spec 002 §1). */
export const propertiesModule: ServerModule = {
  name: 'properties',
  routes: [propertyRoutes, propertyChangeRoutes, propertyServiceRoutes],
};
