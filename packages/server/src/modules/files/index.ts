import type { ServerModule } from '../../http/module';
import { pictureRoutes } from './routes';

/** Spec 001 §7: stored pictures, served at /storage/pictures. */
export const filesModule: ServerModule = {
  name: 'files',
  routes: [pictureRoutes],
};

export { replacePicture } from './pictures';
