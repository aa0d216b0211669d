import type { Executor } from './db/database';
import { auditEntries } from './db/schema';
import { auditNotice } from './realtime/bus';

/** What an audit entry records besides who did it (spec 001 §3). */
export type AuditEvent = {
  module: string;
  /** Hyphenated action text ('check-in'); the audit page turns hyphens into spaces. */
  action: string;
  /** The property the change belongs to (the actor's when not given). */
  propertyId?: number | null;
  ticket?: string;
  subTicket?: string;
  booking?: string;
  package?: string;
  addon?: string;
};

/**
 * Writes one audit entry for a change `actor` made and pushes it as `activity-log` to the
 * property's connected staff; call it inside the change's transaction (the push goes out when
 * it commits). The entry and its notice are one statement: on PGlite a transaction holds the one
 * connection, and each statement in it waits for a turn of the main thread (docs/adr/0022).
 */
export async function writeAudit(
  db: Executor,
  actor: { user: { id: number; username: string; propertyId: number | null } } | null,
  event: AuditEvent,
) {
  const { propertyId, ...rest } = event;
  await db
    .insert(auditEntries)
    .values({
      ...rest,
      propertyId: propertyId === undefined ? (actor?.user.propertyId ?? null) : propertyId,
      userId: actor?.user.id ?? null,
      username: actor?.user.username ?? 'system',
    })
    // RETURNING sends the notice with the new entry's id.
    .returning({ notice: auditNotice(auditEntries.id) });
}

/**
 * Runs a change and its audit entry without waiting between them (ADR 0024): `write` sends its
 * statement when called (a query's `.execute()`), then the entry is sent behind it, and both
 * queue in order on the transaction's connection, so the transaction waits for the main thread
 * once. The write goes first, so its own failure (a unique index, a foreign key) is the one
 * reported; any failure aborts the transaction, the entry with it. Answers what `write` answers.
 */
export async function writeAudited<T>(
  tx: Executor,
  actor: Parameters<typeof writeAudit>[1],
  event: AuditEvent,
  write: () => Promise<T>,
): Promise<T> {
  const written = write();
  const audited = writeAudit(tx, actor, event);
  const [result] = await Promise.all([written, audited]);
  return result;
}
