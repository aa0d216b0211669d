import type { z } from 'zod';
import type { auditEntrySchema } from '../responses/audit';

/** Spec 001 §3: an audit-log entry, with optional references shown as links. */
export type AuditEntry = z.output<typeof auditEntrySchema>;
