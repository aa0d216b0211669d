import type { z } from 'zod';
import type { ANNOUNCEMENT_RECIPIENTS } from '../constants/finance';
import type { announcementSchema } from '../responses/announcements';

/** Spec 002 §9: who an announcement goes to. */
export type AnnouncementRecipient = (typeof ANNOUNCEMENT_RECIPIENTS)[number];

/** Spec 002 §3: an announcement. */
export type Announcement = z.output<typeof announcementSchema>;
