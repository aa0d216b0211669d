import { PAGE_SIZE, type AuditEntry, type ServerMessage } from '@strata/domain';

/** One page of GET /api/audit. */
export type AuditPage = { data: AuditEntry[]; total: number };

/** The `activity-log` realtime message's entry (spec 001 §7 Realtime). */
export type LiveActivity = Extract<ServerMessage, { type: 'activity-log' }>['data'];

/** An `activity-log` message's entry as the audit list shows it (absent references are null). */
export function auditEntryFromLive(live: LiveActivity): AuditEntry {
  return {
    id: live.id,
    username: live.username,
    module: live.module,
    action: live.action,
    created_at: live.created_at,
    ticket: live.ticket ?? null,
    subTicket: live.subTicket ?? null,
    booking: live.booking ?? null,
    package: live.package ?? null,
    addon: live.addon ?? null,
  };
}

/** Whether a live entry joins the list shown: only page 0 with no search (spec 001 §4). */
export function showsLiveActivity(place: { page: number; search: string }): boolean {
  return place.page === 0 && place.search === '';
}

/**
 * Spec 001 §4: a new entry goes on top, the row pushed past the page size drops off, and the
 * total grows by one. An entry already listed (the same id) changes nothing.
 */
export function prependAuditEntry(
  answer: AuditPage,
  entry: AuditEntry,
  pageSize: number = PAGE_SIZE,
): AuditPage {
  if (answer.data.some((row) => row.id === entry.id)) return answer;
  return { ...answer, data: [entry, ...answer.data].slice(0, pageSize), total: answer.total + 1 };
}
