import type { z } from 'zod';
import type { ResponseOf } from '../responses';
import type { announcementBriefSchema, navSchema } from '../responses/auth';

/** Spec 000 §2: a server-supplied side-menu entry, with optional children. */
export type Nav = z.output<typeof navSchema>;

/** Spec 000 §3: the announcement handed out at sign-in. */
export type AnnouncementBrief = z.output<typeof announcementBriefSchema>;

/** Spec 000 §7: GET /api/authenticate. */
export type AuthenticateResponse = ResponseOf<'GET /api/authenticate'>;

/** Spec 000 §7: POST /api/login. */
export type LoginResponse = ResponseOf<'POST /api/login'>;

/** Spec 000 §7: GET /api/notification answers the bubble counters and the page background. */
export type NotificationResponse = ResponseOf<'GET /api/notification'>;
