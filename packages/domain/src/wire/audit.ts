import type { WireDate, WireId } from './common';

/** Spec 001 §3: an audit-log entry, with optional references shown as links. */
export interface AuditEntry {
  id: WireId;
  username: string;
  module: string;
  action: string;
  created_at: WireDate;
  ticket?: string | null;
  subTicket?: string | null;
  booking?: string | null;
  package?: string | null;
  addon?: string | null;
}
