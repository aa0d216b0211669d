import type { z } from 'zod';
import type {
  announcementBriefSchema,
  authenticateResponseSchema,
  loginResponseSchema,
  navSchema,
} from '../responses/auth';
import type { notificationResponseSchema } from '../responses/dashboard';

/** Spec 000 §2: a server-supplied side-menu entry, with optional children. */
export type Nav = z.output<typeof navSchema>;

/** Spec 000 §3: the announcement handed out at sign-in. */
export type AnnouncementBrief = z.output<typeof announcementBriefSchema>;

/** Spec 000 §7: GET /api/authenticate. */
export type AuthenticateResponse = z.output<typeof authenticateResponseSchema>;

/** Spec 000 §7: POST /api/login. */
export type LoginResponse = z.output<typeof loginResponseSchema>;

/** Spec 000 §7: GET /api/notification answers the bubble counters and the page background. */
export type NotificationResponse = z.output<typeof notificationResponseSchema>;
