import { displayPermissionName } from '../format';
import type { PolicyPermission, RolePolicy, RoleWithPolicies } from '../wire';

/** The permission every access area has; without it the area's other permissions are off. */
export const VIEW_PERMISSION = 'View';

/** Role policies keyed by access area (spec 002 §3). */
export type RolePolicies = Record<string, RolePolicy>;

/** Spec 002 §8: why a role cannot be deleted. */
export const ROLE_MESSAGES = {
  created: 'Cannot delete role that has been created',
  system: 'Cannot delete role that is required by the system',
} as const;

function withView(permissions: readonly PolicyPermission[]): PolicyPermission[] {
  const hasView = permissions.some((permission) => permission.name === VIEW_PERMISSION);
  return hasView ? [...permissions] : [{ name: VIEW_PERMISSION, active: false }, ...permissions];
}

function toggleArea(
  permissions: readonly PolicyPermission[],
  name: string,
  active: boolean,
): PolicyPermission[] {
  const known = permissions.some((permission) => permission.name === name);
  if (!known && name !== VIEW_PERMISSION) return [...permissions];
  if (name === VIEW_PERMISSION && !active) {
    return permissions.map((permission) => ({ ...permission, active: false }));
  }
  if (active) {
    return withView(permissions).map((permission) =>
      permission.name === name || permission.name === VIEW_PERMISSION
        ? { ...permission, active: true }
        : permission,
    );
  }
  return permissions.map((permission) =>
    permission.name === name ? { ...permission, active: false } : permission,
  );
}

/**
 * Switches one permission of an area (spec 002 §4): turning View off turns every permission of the
 * area off; turning any permission on turns View on too. An unknown area or permission is left as
 * it is.
 */
export function togglePolicy(
  policies: RolePolicies,
  area: string,
  permission: string,
  active: boolean,
): RolePolicies {
  const current = policies[area];
  if (!current) return policies;
  return {
    ...policies,
    [area]: { ...current, permissions: toggleArea(current.permissions, permission, active) },
  };
}

/** Whether a role's policies are read-only: system roles are (spec 002 §4). */
export function isSystemRole(role: Pick<RoleWithPolicies, 'disabled'>): boolean {
  return role.disabled === true;
}

/** Switches a permission of one role; a system role is returned unchanged. */
export function toggleRolePermission(
  role: RoleWithPolicies,
  area: string,
  permission: string,
  active: boolean,
): RoleWithPolicies {
  if (isSystemRole(role)) return role;
  return { ...role, policies: togglePolicy(role.policies, area, permission, active) };
}

/**
 * Brings policies from the server in line with the rule: an area with any permission on has View
 * on.
 */
export function normalizePolicies(policies: RolePolicies): RolePolicies {
  const normalized: RolePolicies = {};
  for (const [area, policy] of Object.entries(policies)) {
    const anyOn = policy.permissions.some((permission) => permission.active);
    normalized[area] = anyOn
      ? { ...policy, permissions: toggleArea(policy.permissions, VIEW_PERMISSION, true) }
      : policy;
  }
  return normalized;
}

function copyPolicies(policies: RolePolicies): RolePolicies {
  return Object.fromEntries(
    Object.entries(policies).map(([area, policy]) => [
      area,
      { ...policy, permissions: policy.permissions.map((permission) => ({ ...permission })) },
    ]),
  );
}

/** Adds a new, unsaved role starting from the default policies (spec 002 §2, §3). */
export function addRole(
  roles: readonly RoleWithPolicies[],
  defaultPolicies: RolePolicies,
  name = '',
): RoleWithPolicies[] {
  return [...roles, { name, policies: copyPolicies(defaultPolicies), new: true }];
}

/** Renames a role; only a new, unsaved role's name is editable (a saved one shows as text). */
export function renameRole(
  roles: readonly RoleWithPolicies[],
  index: number,
  name: string,
): RoleWithPolicies[] {
  return roles.map((role, at) => (at === index && role.new === true ? { ...role, name } : role));
}

/** The outcome of deleting a role: the remaining roles, or why it cannot go. */
export type DeleteRoleResult =
  | { ok: true; roles: RoleWithPolicies[] }
  | { ok: false; message: (typeof ROLE_MESSAGES)[keyof typeof ROLE_MESSAGES] };

/**
 * Deletes the role at `index` (spec 002 §4, §8): a new, unsaved role goes; a system role cannot
 * ('Cannot delete role that is required by the system'); nor can a saved one ('Cannot delete role
 * that has been created').
 */
export function deleteRole(roles: readonly RoleWithPolicies[], index: number): DeleteRoleResult {
  const role = roles[index];
  if (!role) return { ok: true, roles: [...roles] };
  if (isSystemRole(role)) return { ok: false, message: ROLE_MESSAGES.system };
  if (role.new !== true) return { ok: false, message: ROLE_MESSAGES.created };
  return { ok: true, roles: roles.filter((_, at) => at !== index) };
}

/** One permission switch of the policy matrix, with the name it is displayed with. */
export type PolicyCell = { name: string; label: string; active: boolean };

/** One access area row of the policy matrix. */
export type PolicyRow = { area: string; permissions: PolicyCell[] };

/**
 * The policy matrix rows of a role, in the server's order, each permission labelled for display
 * ('Cancel (Request)' shows as 'Void (Request)', spec 002 §6); the wire name is kept for saving.
 */
export function policyRows(policies: RolePolicies): PolicyRow[] {
  return Object.entries(policies).map(([area, policy]) => ({
    area,
    permissions: policy.permissions.map((permission) => ({
      name: permission.name,
      label: displayPermissionName(permission.name),
      active: permission.active,
    })),
  }));
}
