export { DashboardScreen } from './dashboard-screen';
export type { DashboardLoad, DashboardScreenProps, DashboardView } from './dashboard-screen';
export {
  ANNOUNCEMENT_SEEN_KEY,
  isAnnouncementDue,
  isWelcomeAnnouncement,
  rememberAnnouncement,
} from './announcement-of-the-day';
export type { AnnouncementMemory } from './announcement-of-the-day';
