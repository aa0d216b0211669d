import {
  normalizePolicies,
  togglePolicy,
  VIEW_PERMISSION,
  type RolePolicies,
  type RoleWithPolicies,
} from '@strata/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { defaultPolicies, rolePolicies, roles, settings } from '../db/schema';
import { refused } from '../http/errors';
import { ADMIN_MESSAGES } from '../http/messages';
import { NEW_ROLE_TEMPLATE } from '../auth/policies';

type StoredPolicy = { area: string; permission: string; active: boolean; position: number };

/** Policy rows keyed by access area, in stored order (spec 002 §3). */
export function policiesByArea(rows: readonly StoredPolicy[]): RolePolicies {
  const policies: RolePolicies = {};
  for (const row of [...rows].sort((a, b) => a.position - b.position)) {
    (policies[row.area] ??= { permissions: [] }).permissions.push({
      name: row.permission,
      active: row.active,
    });
  }
  return policies;
}

/** The policies a new role starts with (spec 002 default_policies). */
export async function newRoleTemplate(db: Executor): Promise<RolePolicies> {
  return policiesByArea(
    await db
      .select()
      .from(defaultPolicies)
      .where(eq(defaultPolicies.roleName, NEW_ROLE_TEMPLATE))
      .orderBy(asc(defaultPolicies.position)),
  );
}

/** Every role of a property with its policies; system roles are marked disabled (read-only). */
export async function rolesOf(db: Executor, propertyId: number): Promise<RoleWithPolicies[]> {
  const roleRows = await db
    .select()
    .from(roles)
    .where(eq(roles.propertyId, propertyId))
    .orderBy(asc(roles.id));
  const policyRows = roleRows.length
    ? await db
        .select()
        .from(rolePolicies)
        .where(
          inArray(
            rolePolicies.roleId,
            roleRows.map((role) => role.id),
          ),
        )
    : [];
  return roleRows.map((role) => ({
    name: role.name,
    policies: policiesByArea(policyRows.filter((row) => row.roleId === role.id)),
    disabled: role.system,
    new: false,
  }));
}

/** The settings page's data of a property (GET /api/setting). */
export async function settingsOf(db: Executor, propertyId: number) {
  const [row] = await db.select().from(settings).where(eq(settings.propertyId, propertyId));
  return {
    online: row?.online ?? true,
    agents_ticket_expiry_period: row?.agentsTicketExpiryPeriod ?? 12,
    child_min_age: row?.childMinAge ?? 3,
    adult_min_age: row?.adultMinAge ?? 13,
    senior_min_age: row?.seniorMinAge ?? 60,
    super_senior_min_age: row?.superSeniorMinAge ?? 80,
    policies: { roles: await rolesOf(db, propertyId) },
    default_policies: await newRoleTemplate(db),
  };
}

/**
 * Applies a submitted policy matrix to `base` through the domain's toggling (spec 002 §4): each
 * switch that differs from `base` (what the user changed) is toggled (View off turns the area's permissions off; a permission on
 * turns View on), then the result is normalised. An area or permission `base` lacks is refused.
 */
export function appliedPolicies(base: RolePolicies, submitted: RolePolicies): RolePolicies {
  let policies = base;
  for (const [area, policy] of Object.entries(submitted)) {
    const current = base[area];
    if (!current) throw refused(ADMIN_MESSAGES.unknownArea(area));
    // View is applied last when it is switched off, so it wins over the area's other switches.
    const ordered = [...policy.permissions].sort(
      (a, b) =>
        Number(a.name === VIEW_PERMISSION && !a.active) -
        Number(b.name === VIEW_PERMISSION && !b.active),
    );
    for (const permission of ordered) {
      const stored = current.permissions.find((entry) => entry.name === permission.name);
      if (!stored) throw refused(ADMIN_MESSAGES.unknownPermission(area, permission.name));
      if (stored.active !== permission.active) {
        policies = togglePolicy(policies, area, permission.name, permission.active);
      }
    }
  }
  return normalizePolicies(policies);
}

/** Whether two policy sets switch the same permissions on. */
export function samePolicies(a: RolePolicies, b: RolePolicies): boolean {
  const flat = (policies: RolePolicies) =>
    Object.entries(policies)
      .flatMap(([area, policy]) =>
        policy.permissions.map((permission) => `${area}:${permission.name}:${permission.active}`),
      )
      .sort()
      .join('|');
  return flat(a) === flat(b);
}

/** Writes a role's policy rows (replacing the stored ones). */
export async function storePolicies(db: Executor, roleId: number, policies: RolePolicies) {
  await db.delete(rolePolicies).where(eq(rolePolicies.roleId, roleId));
  let position = 0;
  const rows = Object.entries(policies).flatMap(([area, policy]) =>
    policy.permissions.map((permission) => ({
      roleId,
      area,
      permission: permission.name,
      active: permission.active,
      position: position++,
    })),
  );
  if (rows.length) await db.insert(rolePolicies).values(rows);
}
