import type { ServerModule } from '../../http/module';
import { pictureRoutes } from './routes';

/** The stored user and property pictures (spec 001 §5), served at /storage/pictures. */
export const filesModule: ServerModule = {
  name: 'files',
  routes: [pictureRoutes],
};

export { replacePicture } from './pictures';
