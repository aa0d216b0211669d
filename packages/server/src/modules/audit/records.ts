import type { auditEntrySchema } from '@strata/domain';
import type { z } from 'zod';
import { wireDateTime } from '../../clock';
import type { auditEntries } from './tables';

/** The wire audit entry (spec 001 §3): the audit list's row, and the activity-log push. */
export function auditEntryWire(
  row: typeof auditEntries.$inferSelect,
): z.output<typeof auditEntrySchema> {
  return {
    id: row.id,
    username: row.username,
    module: row.module,
    action: row.action,
    created_at: wireDateTime(row.createdAt),
    ticket: row.ticket,
    subTicket: row.subTicket,
    booking: row.booking,
    package: row.package,
    addon: row.addon,
  };
}
