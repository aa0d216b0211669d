import type { WireDate, WireId } from './common';

/** Spec 002 §4: support report statuses. */
export type SupportStatus = 'Pending' | 'Resolved';

/** Spec 002 §3: a bug report. */
export interface SupportReport {
  id: WireId;
  username: string;
  report: string;
  created_at: WireDate;
  status: SupportStatus;
}
