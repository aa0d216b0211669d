import type { BubbleCounters, SessionUser } from './user';
import type { WireId } from './common';

/** Spec 000 §2: a server-supplied side-menu entry, with optional children. */
export interface Nav {
  name: string;
  /** The route the entry opens (our design: the spec does not show the field names). */
  path: string;
  icon?: string;
  children?: Nav[];
}

/** Spec 000 §3: the announcement handed out at sign-in. */
export interface AnnouncementBrief {
  id: WireId;
  title: string;
  msg: string;
}

/** Spec 000 §7: GET /api/authenticate. */
export interface AuthenticateResponse {
  user: SessionUser;
  navs: Nav[];
  announcement: AnnouncementBrief | null;
}

/** Spec 000 §7: POST /api/login. */
export interface LoginResponse extends AuthenticateResponse {
  token: string;
}

/** Spec 000 §7: GET /api/notification answers the bubble counters and a background value. */
export interface NotificationResponse extends BubbleCounters {
  /** Shape not shown in the spec: passed through as the server sends it. */
  background?: string | number | boolean | null;
}
