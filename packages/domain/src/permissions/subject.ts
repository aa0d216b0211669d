/**
 * The signed-in user as the rules see it, and the role and permission checks every other rule builds
 * on (spec 000 §6, spec 001 §6, spec 002 §6).
 *
 * The types here are structural and minimal, named exactly as the wire spells them (spec 000 §3), so
 * the full wire `User` type is assignable to them.
 */

/** One permission entry: a name and whether it is granted (spec 000 §3 `policies`, spec 002 §3 Role). */
export type PolicyPermission = { name: string; active: boolean };

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
  isGuard?: boolean | null;
  unit_id?: number | null;
  property_id?: number | null;
  property?: { services?: readonly ServiceRef[] | null } | null;
  /**
   * Either the flat list the user carries (spec 000 §3), each name encoding
   * `'{resource}.{permission}'` (e.g. `'Units.Create'`, `'Account Statement.Create'`), or the
   * area-keyed shape of a role (spec 002 §3).
   */
  policies?: readonly PolicyPermission[] | AreaPolicies | null;
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
} as const;

/** Permission names seen in the specs; areas may define others. */
export const PERMISSIONS = {
  view: 'View',
  create: 'Create',
  update: 'Update',
} as const;

/** Builds the flat policy name for a resource and permission: `policyName('Units', 'Create')` → `'Units.Create'`. */
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

/** True for unit owners (residents), who see the reduced views. */
export function isOwner(user: PermissionSubject | null | undefined): boolean {
  return user?.role === ROLES.owner;
}

/** True when the guard flag is set (spec 000 §6). */
export function isGuard(user: PermissionSubject | null | undefined): boolean {
  return user?.isGuard === true;
}

/** True for the provider's own staff, the "developer user" of spec 002 (the isSkaloot flag). */
export function isProviderStaff(user: PermissionSubject | null | undefined): boolean {
  return user?.isSkaloot === true;
}

/** True for the Manager role, which shares the Audit menu and Setting page with super users. */
export function isManager(user: PermissionSubject | null | undefined): boolean {
  return user?.role === ROLES.manager;
}

function isAreaPolicies(
  policies: readonly PolicyPermission[] | AreaPolicies,
): policies is AreaPolicies {
  return !Array.isArray(policies);
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
  const wanted = policyName(resource, permission);
  return policies.some((entry) => entry.name === wanted && entry.active);
}
