import type { ServerModule } from '../../http/module';
import { pictureRoutes } from '../../routes/pictures';

/** Spec 001 §7: stored pictures, served at /storage/pictures. */
export const filesModule: ServerModule = {
  name: 'files',
  routes: [pictureRoutes],
};
