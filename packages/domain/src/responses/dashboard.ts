import { z } from 'zod';
import { announcementBriefSchema, bubbleCountersSchema } from './auth';
import { countSchema, wireDateSchema, wireIdSchema } from './common';

/** Spec 000 §3: one entry of the dashboard's recent-activities timeline. */
export const dashboardActivitySchema = z.object({
  username: z.string(),
  created_at: wireDateSchema,
  action: z.string(),
});

/** Spec 000 §3: a chart's series: labels, values and their total. */
export const chartSeriesSchema = z.object({
  labels: z.array(z.string()),
  data: z.array(z.number()),
  total: z.number(),
});

/** Spec 000 §7: GET /api/dashboard. Amounts are in RM. */
export const dashboardResponseSchema = z.object({
  total_unit: countSchema,
  total_owner: countSchema,
  total_admin: countSchema,
  total_outstanding: z.number(),
  total_collection: z.number(),
  total_visitor: countSchema,
  audit: z.array(dashboardActivitySchema),
  paid: chartSeriesSchema,
  platforms: chartSeriesSchema,
  /** The owner view's announcements card (our design: the spec does not show its source). */
  announcements: z.array(announcementBriefSchema),
  /** Whose figures these are: the user's property, or 'All properties' (id null) for super users. */
  property: z.object({ id: wireIdSchema.nullable(), name: z.string() }),
});

/** Spec 000 §7: GET /api/notification: the bubble counters and the page background. */
export const notificationResponseSchema = bubbleCountersSchema.extend({
  /** The property's picture file name, for the page background (our design). */
  background: z.string().nullable(),
});
