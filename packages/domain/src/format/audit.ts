/** The fields of an audit entry (spec 001 §3) that its activity text and links are made of. */
export type AuditActivitySource = {
  module?: string | null;
  action?: string | null;
  ticket?: string | null;
  subTicket?: string | null;
  booking?: string | null;
  package?: string | null;
  addon?: string | null;
};

/** The kinds of code an audit entry may refer to; the audit page shows each as a link. */
export const AUDIT_REFERENCE_KINDS = [
  'ticket',
  'subTicket',
  'booking',
  'package',
  'addon',
] as const;

/** One of {@link AUDIT_REFERENCE_KINDS}. */
export type AuditReferenceKind = (typeof AUDIT_REFERENCE_KINDS)[number];

/** A code an audit entry refers to, such as a ticket or booking number. */
export type AuditReference = { kind: AuditReferenceKind; code: string };

const words = (text: string | null | undefined) => (text ?? '').replace(/-/g, ' ').trim();

/**
 * The action's leading verb with its hyphens as spaces, and what follows it as the server wrote
 * it: the record named after the verb keeps its hyphens ('A-01-01' stays one unit number).
 */
function actionText(action: string | null | undefined): string {
  const text = (action ?? '').trim();
  const verbEnd = text.search(/\s/);
  if (verbEnd === -1) return words(text);
  return `${words(text.slice(0, verbEnd))} ${text.slice(verbEnd).trim()}`;
}

/**
 * Spec 001 §2: the Activity column is the module name then the action text, hyphens turned to
 * spaces ('Units', 'add-access-card' → 'Units add access card'). Only the action word loses
 * its hyphens: 'assign-owner siti A-01-01' reads 'assign owner siti A-01-01'.
 */
export function formatAuditActivity(entry: AuditActivitySource): string {
  return [words(entry.module), actionText(entry.action)]
    .filter((part) => part !== '')
    .join(' ')
    .replace(/\s+/g, ' ');
}

/** Spec 001 §2: the ticket, booking, package or addon codes an entry refers to, in that order. */
export function auditReferences(entry: AuditActivitySource): AuditReference[] {
  return AUDIT_REFERENCE_KINDS.flatMap((kind) => {
    const code = entry[kind]?.trim();
    return code ? [{ kind, code }] : [];
  });
}
