import { z } from 'zod';
import { ANNOUNCEMENT_RECIPIENTS } from '../constants/finance';
import {
  countSchema,
  createdBySchema,
  detailResponse,
  listResponse,
  wireDateSchema,
  wireIdSchema,
} from './common';

/** Spec 002 §3: an announcement. */
export const announcementSchema = z.object({
  id: wireIdSchema,
  title: z.string(),
  message: z.string(),
  recipient: z.enum(ANNOUNCEMENT_RECIPIENTS),
  /** The attachment file name under /storage/announcements. */
  attachment: z.string().nullable(),
  created_at: wireDateSchema,
  createdBy: createdBySchema,
  total_read: countSchema,
});

/** Spec 002 §7: GET /api/announcements. */
export const announcementListResponseSchema = listResponse(announcementSchema);

/** Spec 002 §7: GET /api/announcements/detail/{id} (shape ours: the record under `data`). */
export const announcementDetailResponseSchema = detailResponse(announcementSchema);
