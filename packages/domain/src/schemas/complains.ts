import { z } from 'zod';
import { dateInstant, PROPERTY_TIME_ZONE } from '../format/date';
import { sayLater } from '../messages/text';
import { optionalText, requiredText, wireId, wirePage, wireSearch } from './primitives';

/* Complains (spec 002 §1-§2 services; the Complains service): what owners file and staff handle. */

/** A complaint's category (the Complains brief's fixed list; the app labels them in Malay). */
export const COMPLAINT_CATEGORIES = [
  'Cleanliness',
  'Security',
  'Maintenance',
  'Noise',
  'Parking',
  'Others',
] as const;

/** A complaint's category. */
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

/** A complaint's status, in the order staff move it. */
export const COMPLAINT_STATUSES = ['Open', 'In progress', 'Resolved', 'Closed'] as const;

/** A complaint's status. */
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** At most this many photos on one complaint. */
export const COMPLAINT_PHOTOS_MAX = 5;

/** The owner may reopen a Resolved complaint within this many days of its resolution. */
export const COMPLAINT_REOPEN_DAYS = 7;

/** The only move staff may make from each status (Closed is final). */
const NEXT_STATUS: Record<ComplaintStatus, ComplaintStatus | null> = {
  Open: 'In progress',
  'In progress': 'Resolved',
  Resolved: 'Closed',
  Closed: null,
};

/** The status staff may move a complaint to from `status`, or null when it is final. */
export function nextComplaintStatus(status: ComplaintStatus): ComplaintStatus | null {
  return NEXT_STATUS[status];
}

/** Whether staff may move a complaint from `from` to `to`. */
export function complaintMoveAllowed(from: ComplaintStatus, to: ComplaintStatus): boolean {
  return NEXT_STATUS[from] === to;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A wire date-time (Malaysian wall clock) as an instant. */
const instant = (value: string) => dateInstant(value, { timeZone: PROPERTY_TIME_ZONE });

/** Whether `resolvedAt` is at most {@link COMPLAINT_REOPEN_DAYS} days before `now`. */
export function withinReopenWindow(resolvedAt: Date, now: Date): boolean {
  return now.getTime() - resolvedAt.getTime() <= COMPLAINT_REOPEN_DAYS * DAY_MS;
}

/**
 * Whether the owner may still reopen a complaint: Resolved, at most
 * {@link COMPLAINT_REOPEN_DAYS} days since `resolved_at` (the wire's Malaysian wall clock) at `now`.
 */
export function complaintReopenable(
  complaint: { status: ComplaintStatus; resolved_at: string | null },
  now: Date,
): boolean {
  if (complaint.status !== 'Resolved' || complaint.resolved_at === null) return false;
  const resolved = instant(complaint.resolved_at);
  return resolved !== null && withinReopenWindow(resolved, now);
}

/** Whole days a complaint has been open: from `created_at` until `resolved_at` or `now`. */
export function complaintOpenDays(
  complaint: { created_at: string; resolved_at: string | null; status: ComplaintStatus },
  now: Date,
): number {
  const settled = complaint.status === 'Resolved' || complaint.status === 'Closed';
  const end = (settled && complaint.resolved_at !== null && instant(complaint.resolved_at)) || now;
  const start = instant(complaint.created_at) ?? now;
  return Math.max(0, Math.floor((end.getTime() - start.getTime()) / DAY_MS));
}

/** A complaint text's limit (descriptions and thread messages). */
export const COMPLAINT_TEXT_MAX = 2000;

/** A stored photo's server-generated name (what the upload answered). */
const photoName = z
  .string({ error: sayLater('schema.complaintPhotos') })
  .regex(/^[a-f0-9]{32}\.(jpg|jpeg|png)$/, { error: sayLater('schema.complaintPhotos') });

/** GET /storage/complains/{name}: a complaint photo by its stored name. */
export const complaintPhotoParamsSchema = z.object({ name: photoName });

const category = z.enum(COMPLAINT_CATEGORIES, { error: sayLater('schema.complaintCategory') });
const status = z.enum(COMPLAINT_STATUSES, { error: sayLater('schema.complaintStatus') });

/** GET /api/complains query: the page, the search and the filters (each optional). */
export const complaintListQuerySchema = z.object({
  page: wirePage,
  search: wireSearch,
  status: status.optional(),
  category: category.optional(),
  assignee_id: wireId.optional(),
  unit_id: wireId.optional(),
  property_id: wireId.optional(),
});

/** What GET /api/complains sends. */
export type ComplaintListQuery = z.input<typeof complaintListQuerySchema>;

/**
 * POST /api/complains/add (JSON). The place is the owner's unit (unit_id; an owner of one unit
 * may leave it out) or a common area (free text, e.g. 'Lobby B'); photos are names the upload
 * answered. A super user names the property of a common-area complaint.
 */
export const complaintAddSchema = z.object({
  category,
  title: requiredText('Title', 200),
  description: requiredText('Description', COMPLAINT_TEXT_MAX),
  unit_id: wireId.optional(),
  common_area: optionalText,
  photos: z
    .array(photoName, { error: sayLater('schema.complaintPhotos') })
    .max(COMPLAINT_PHOTOS_MAX, { error: sayLater('schema.complaintPhotos') })
    .optional(),
  property_id: wireId.optional(),
});

/** What POST /api/complains/add sends. */
export type ComplaintAddPayload = z.input<typeof complaintAddSchema>;

/** POST /api/complains/assign (JSON): the staff user to assign. */
export const complaintAssignSchema = z.object({ id: wireId, assignee_id: wireId });

/** What POST /api/complains/assign sends. */
export type ComplaintAssignPayload = z.input<typeof complaintAssignSchema>;

/** POST /api/complains/status (JSON): the status staff move the complaint to. */
export const complaintStatusSchema = z.object({ id: wireId, status });

/** What POST /api/complains/status sends. */
export type ComplaintStatusPayload = z.input<typeof complaintStatusSchema>;

/** POST /api/complains/message (JSON): a message on the complaint's thread. */
export const complaintMessageSchema = z.object({
  id: wireId,
  message: requiredText('Message', COMPLAINT_TEXT_MAX),
});

/** What POST /api/complains/message sends. */
export type ComplaintMessagePayload = z.input<typeof complaintMessageSchema>;

/**
 * GET /api/complains/staff query: the staff of the complaint `id`'s property (to assign), or of the
 * caller's own property without it (the list's assignee filter).
 */
export const complaintStaffQuerySchema = z.object({ id: wireId.optional(), search: wireSearch });

/** What GET /api/complains/staff sends. */
export type ComplaintStaffQuery = z.input<typeof complaintStaffQuerySchema>;
