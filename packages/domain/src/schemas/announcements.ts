import { sayLater } from '../messages/text';
import { z } from 'zod';
import { MESSAGE_HTML_MAX } from '../constants/limits';
import { optionalText, requiredText, wireId, wirePage, wireSearch } from './primitives';

/** GET /api/announcements query. */
export const announcementListQuerySchema = z.object({
  page: wirePage,
  property_id: wireId.optional(),
  search: wireSearch,
});

/** What GET /api/announcements sends. */
export type AnnouncementListQuery = z.input<typeof announcementListQuerySchema>;

/** POST /api/announcements/add (JSON); `attachment` is a file name from the upload call. */
export const announcementAddSchema = z.object({
  title: requiredText('Title'),
  message: requiredText('Message', MESSAGE_HTML_MAX),
  recipient: z.enum(['Owners', 'Admins'], { error: sayLater('schema.recipient') }),
  attachment: optionalText,
  property_id: wireId.optional(),
});

/** What POST /api/announcements/add sends. */
export type AnnouncementAddPayload = z.input<typeof announcementAddSchema>;
