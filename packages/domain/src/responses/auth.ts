import { z } from 'zod';
import { countSchema, namedOptionSchema, wireIdSchema } from './common';
import { userPolicySchema, userSchema } from './users';

/** Spec 000 §2: a server-supplied side-menu entry, with optional children. */
export const navSchema = z.object({
  name: z.string(),
  /** The route the entry opens (our design: the spec does not show the field names). */
  path: z.string(),
  get children() {
    return z.array(navSchema).optional();
  },
});

/** Spec 000 §3: an announcement as sign-in and the owner's dashboard hand it out. */
export const announcementBriefSchema = z.object({
  id: wireIdSchema,
  title: z.string(),
  msg: z.string(),
});

/** Spec 000 §3: the bubble counters shown beside menu entries and on the dashboard. */
export const bubbleCountersSchema = z.object({
  pending_payment: countSchema,
  unread_notification: countSchema,
  error_log: countSchema,
  bug_report: countSchema,
  refund_request: countSchema,
  cancel_request: countSchema,
  upcoming_vvip: countSchema,
  pending_booking_vvip: countSchema,
  pending_booking_charter: countSchema,
});

/**
 * Spec 000 §3 / 002 §1: the current user's property with its enabled services; a super user
 * without a property gets 'All properties' (no id) with every service.
 */
export const userPropertySchema = z.object({
  id: wireIdSchema.optional(),
  name: z.string(),
  services: z.array(namedOptionSchema),
});

/** Spec 000 §3 / 002 §1: the signed-in user as authenticate and login answer it. */
export const sessionUserSchema = userSchema.extend({
  ...bubbleCountersSchema.shape,
  /** Passes every permission check. */
  isSuperUser: z.boolean(),
  /** Provider staff: sees the diagnostic pages and chats with online users. */
  isSkaloot: z.boolean(),
  /** The developer-level user (spec 002 §6): App Version, Error Log and Api Request Log. */
  isDeveloper: z.boolean(),
  isGuard: z.boolean(),
  property: userPropertySchema.nullable(),
  policies: z.array(userPolicySchema),
  chat_sender_ids: z.array(wireIdSchema),
});

/** Spec 000 §7: GET /api/authenticate. */
export const authenticateResponseSchema = z.object({
  user: sessionUserSchema,
  navs: z.array(navSchema),
  announcement: announcementBriefSchema.nullable(),
});

/** Spec 000 §7: POST /api/login: as authenticate, plus the bearer token. */
export const loginResponseSchema = authenticateResponseSchema.extend({ token: z.string() });
