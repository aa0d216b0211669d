import type { Executor } from './db/database';
import { auditEntries } from './db/schema';

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

/** Writes one audit entry for a change `actor` made; call it inside the change's transaction. */
export async function writeAudit(
  db: Executor,
  actor: { user: { id: number; username: string; propertyId: number | null } } | null,
  event: AuditEvent,
) {
  const { propertyId, ...rest } = event;
  await db.insert(auditEntries).values({
    ...rest,
    propertyId: propertyId === undefined ? (actor?.user.propertyId ?? null) : propertyId,
    userId: actor?.user.id ?? null,
    username: actor?.user.username ?? 'system',
  });
}
