import type { ServerModule } from '../../http/module';
import { announcementAddRoutes } from './routes/announcement-add';
import { announcementRoutes } from './routes/announcements';

/** Spec 002 §7: announcements, sent to the inbox of a property's Owners or Admins, and their attachments. */
export const announcementsModule: ServerModule = {
  name: 'announcements',
  routes: [announcementRoutes, announcementAddRoutes],
};
