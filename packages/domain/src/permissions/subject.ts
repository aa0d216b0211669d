/**
 * The signed-in user as the rules see it, and the role and permission checks every other rule builds
 * on (spec 000 §6, spec 001 §6, spec 002 §6).
 *
 * The types here are structural and minimal, named exactly as the wire spells them (spec 000 §3), so
 * the full wire `User` type is assignable to them.
 */

import type { PolicyPermission } from '../wire';

/**
 * One entry of the user's flat policy list (spec 000 §3). The wire's `UserPolicy` names the area in
 * `resource` and the permission in `name`; an entry without `resource` (the spec's bare
 * `{ name, active }`) encodes both in its name as `'{resource}.{permission}'`, e.g. `'Units.Create'`.
 */
export type PolicyEntry = { resource?: string | null; name: string; active: boolean };

/** Role policies keyed by access area, each area holding its permissions (spec 002 §3 Role). */
export type AreaPolicies = Readonly<Record<string, { permissions: readonly PolicyPermission[] }>>;

/** A property service as the wire may send it: its name, or an object with a name (spec 001 §3). */
export type ServiceRef = string | { name: string };

/** The fields of the current user that permission rules read. */
export type PermissionSubject = {
  id?: number | null;
  role?: string | null;
  isSuperUser?: boolean | null;
  /** Provider staff (spec 000 §3). */
  isSkaloot?: boolean | null;
  /** The developer-level user of spec 002 §6 (app version, error log, API request log). */
  isDeveloper?: boolean | null;
  isGuard?: boolean | null;
  unit_id?: number | null;
  property_id?: number | null;
  property?: { services?: readonly ServiceRef[] | null } | null;
  /** The flat list the user carries (spec 000 §3), or the area-keyed shape of a role (spec 002 §3). */
  policies?: readonly PolicyEntry[] | AreaPolicies | null;
};

/** Role names the rules compare against (spec 000 §3, spec 001 §9, spec 002 §1). */
export const ROLES = {
  owner: 'Owner',
  admin: 'Admin',
  manager: 'Manager',
  accountant: 'Accountant',
  securityGuard: 'Security Guard',
  cashier: 'Cashier',
  csa: 'CSA',
  supervisor: 'Supervisor',
  marketing: 'Marketing',
  /** A unit's verified tenant, registered by its owner (spec 002 §1 Tenants service). */
  tenant: 'Tenant',
} as const;

/** Permission names seen in the specs; areas may define others. */
export const PERMISSIONS = {
  view: 'View',
  create: 'Create',
  update: 'Update',
} as const;

/** The flat name of a resource's permission for entries without `resource`: `'Units.Create'`. */
export function policyName(resource: string, permission: string): string {
  return `${resource}.${permission}`;
}

/** True for the platform operator, who passes every permission check (spec 000 §6). */
export function isSuperUser(user: PermissionSubject | null | undefined): boolean {
  return user?.isSuperUser === true;
}

/** True for Admin and Manager (spec 000 §6). A super user is not an admin by role. */
export function isAdmin(user: PermissionSubject | null | undefined): boolean {
  return user?.role === ROLES.admin || user?.role === ROLES.manager;
}

/** True for an admin or a super user: who may run a property's screens (spec 001 §6). */
export function isAdminOrSuperUser(user: PermissionSubject | null | undefined): boolean {
  return isSuperUser(user) || isAdmin(user);
}

/**
 * True for residents, who see the reduced views of their own unit: unit owners, and the unit's
 * verified tenant (who sees less still: {@link isTenant}).
 */
export function isOwner(user: PermissionSubject | null | undefined): boolean {
  return user?.role === ROLES.owner || user?.role === ROLES.tenant;
}

/** True for a unit's tenant: an owner's reduced view without account statements and payments. */
export function isTenant(user: PermissionSubject | null | undefined): boolean {
  return user?.role === ROLES.tenant;
}

/** True when the guard flag is set (spec 000 §6). */
export function isGuard(user: PermissionSubject | null | undefined): boolean {
  return user?.isGuard === true;
}

/** True for the provider's own staff (the isSkaloot flag): chat with online users. */
export function isProviderStaff(user: PermissionSubject | null | undefined): boolean {
  return user?.isSkaloot === true;
}

/**
 * True for the developer-level user (the isDeveloper flag): the only one who opens App Version,
 * Error Log and Api Request Log (spec 002 §6, which is more detailed than spec 000's "provider
 * staff only", and what the server enforces).
 */
export function isDeveloper(user: PermissionSubject | null | undefined): boolean {
  return user?.isDeveloper === true;
}

/** True for the Manager role, which shares the Audit menu and Setting page with super users. */
export function isManager(user: PermissionSubject | null | undefined): boolean {
  return user?.role === ROLES.manager;
}

function isAreaPolicies(policies: readonly PolicyEntry[] | AreaPolicies): policies is AreaPolicies {
  return !Array.isArray(policies);
}

function matches(entry: PolicyEntry, resource: string, permission: string): boolean {
  if (entry.resource != null) return entry.resource === resource && entry.name === permission;
  return entry.name === policyName(resource, permission);
}

/**
 * Whether the user holds `permission` on `resource` (a module or access area): `can(user, 'Units',
 * 'Create')`. Super users pass every check; anyone else needs an active matching policy entry.
 */
export function can(
  user: PermissionSubject | null | undefined,
  resource: string,
  permission: string,
): boolean {
  if (!user) return false;
  if (isSuperUser(user)) return true;
  const policies = user.policies;
  if (!policies) return false;
  if (isAreaPolicies(policies)) {
    return (
      policies[resource]?.permissions.some((entry) => entry.name === permission && entry.active) ??
      false
    );
  }
  return policies.some((entry) => entry.active && matches(entry, resource, permission));
}
