import type { ListResponse, WireDate, WireId } from './common';

/** Spec 002 §3: an inbox message. */
export interface InboxItem {
  id: WireId;
  title: string;
  /** HTML. */
  message: string;
  attachment?: string | null;
  created_at: WireDate;
  is_read: boolean;
  reply?: string | null;
}

/** Spec 002 §7: GET /api/inbox. */
export type InboxListResponse = ListResponse<InboxItem, { unread_notification: number }>;
