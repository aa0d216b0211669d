import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The role names the server sends (each property's roles, spec 001 §6) and their translations. */
const ROLE_LABELS: Record<string, MessageDescriptor> = {
  Owner: msg`Owner`,
  Tenant: msg`Tenant`,
  Admin: msg`Admin`,
  Manager: msg`Manager`,
  Accountant: msg`Accountant`,
  'Security Guard': msg`Security Guard`,
  Supervisor: msg`Supervisor`,
  Cashier: msg`Cashier`,
  CSA: msg`CSA`,
  Marketing: msg`Marketing`,
  'Super User': msg`Super User`,
  Developer: msg`Developer`,
};

/** A role's name in the active language; a role a Manager added stays as they named it. */
export function roleLabel(i18n: I18n, role: string | null | undefined): string {
  if (!role) return '';
  const descriptor = ROLE_LABELS[role];
  return descriptor ? i18n._(descriptor) : role;
}
