import type { ServerModule } from '../../http/module';
import { announcementAddRoutes } from './routes/announcement-add';
import { announcementRoutes } from './routes/announcements';

/** Spec 002 §3: announcements and their attachments. */
export const announcementsModule: ServerModule = {
  name: 'announcements',
  routes: [announcementRoutes, announcementAddRoutes],
};
