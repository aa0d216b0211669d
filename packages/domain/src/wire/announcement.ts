import type { WireDate, WireId } from './common';

/** Spec 002 §9: who an announcement goes to. */
export type AnnouncementRecipient = 'Owners' | 'Admins';

/** Spec 002 §3: an announcement. */
export interface Announcement {
  id: WireId;
  title: string;
  message: string;
  recipient: AnnouncementRecipient;
  /** The attachment file name under /storage/announcements. */
  attachment?: string | null;
  created_at: WireDate;
  createdBy?: { name: string } | null;
  total_read: number;
}
