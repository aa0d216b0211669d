import type { ServerModule } from '../../http/module';
import { propertyRoutes } from './routes/properties';
import { propertyChangeRoutes } from './routes/property-changes';
import { propertyServiceRoutes } from './routes/property-services';

/** Spec 001 §7: properties, their pictures and their services (spec 002 §2). */
export const propertiesModule: ServerModule = {
  name: 'properties',
  routes: [propertyRoutes, propertyChangeRoutes, propertyServiceRoutes],
};
