import {
  ROLES,
  normalizePolicies,
  togglePolicy,
  VIEW_PERMISSION,
  type RolePolicies,
  type RoleWithPolicies,
} from '@strata/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isSuper, type Actor } from '../../auth/access';
import type { Executor } from '../../db/database';
import type { RouteDeps } from '../../http/deps';
import { defaultPolicies, rolePolicies, roles, settings } from './tables';
import { properties } from '../properties/tables';
import { notFound, refused } from '../../http/errors';
import { ADMIN_MESSAGES } from '../../http/messages';
import { NEW_ROLE_TEMPLATE } from '../../auth/policies';

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

/**
 * The system roles whose policies stay as seeded (spec 002 §4 "system roles are read-only"): the
 * owners' and tenants' screens are the product's own (a tenant granted Owners or Payments in the
 * matrix would read what is not theirs), and the Manager, who edits the matrix, cannot change
 * their own rights. The other system roles cannot be deleted ('required by the system') but their
 * policies are the property's to set, e.g. taking Units away from Admins.
 */
export const READ_ONLY_ROLES: readonly string[] = [ROLES.owner, ROLES.tenant, ROLES.manager];

/** A stored role: the wire's role, plus whether the system requires it (it cannot be deleted). */
type StoredRole = RoleWithPolicies & { system: boolean };

/** Every role of a property with its policies; read-only system roles are marked disabled. */
export async function rolesOf(db: Executor, propertyId: number): Promise<RoleWithPolicies[]> {
  return (await storedRoles(db, propertyId)).map(({ system: _system, ...role }) => role);
}

async function storedRoles(db: Executor, propertyId: number): Promise<StoredRole[]> {
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
    disabled: role.system && READ_ONLY_ROLES.includes(role.name),
    new: false,
    system: role.system,
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

/**
 * Saves the submitted roles of a property (spec 002 §4): every stored role must be among them
 * ('Cannot delete role that has been created' / '… required by the system'); system roles stay as
 * they are; a new name adds a role from default_policies. Answers the names of the roles whose
 * policies changed.
 */
export async function saveRoles(
  tx: Executor,
  propertyId: number,
  submittedRoles: readonly { policies: RolePolicies }[],
  names: readonly string[],
): Promise<string[]> {
  const stored = await storedRoles(tx, propertyId);
  const gone = stored.find((role) => !names.includes(role.name));
  if (gone) throw refused(gone.system ? ADMIN_MESSAGES.roleSystem : ADMIN_MESSAGES.roleCreated);
  const template = await newRoleTemplate(tx);
  const changed: string[] = [];
  for (const [index, submitted] of submittedRoles.entries()) {
    const name = names[index]!;
    const existing = stored.find((role) => role.name === name);
    if (existing?.disabled) continue;
    const policies = appliedPolicies(existing?.policies ?? template, submitted.policies);
    if (existing && samePolicies(existing.policies, policies)) continue;
    let [row] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.propertyId, propertyId), eq(roles.name, name)));
    row ??= (
      await tx.insert(roles).values({ propertyId, name, system: false }).returning({ id: roles.id })
    )[0]!;
    await storePolicies(tx, row.id, policies);
    changed.push(name);
  }
  return changed;
}

/** The property whose settings the actor changes: super user or Manager only (spec 002 §6). */
export async function settingsProperty(deps: RouteDeps, request: FastifyRequest, actor: Actor) {
  if (!isSuper(actor) && actor.user.role !== ROLES.manager) {
    throw refused(ADMIN_MESSAGES.settingsRefused);
  }
  const asked = (request.query as { property_id?: number }).property_id;
  if (!isSuper(actor)) {
    if (actor.user.propertyId === null) throw refused(ADMIN_MESSAGES.settingsProperty);
    return actor.user.propertyId;
  }
  const [property] = await deps.db.orm
    .select({ id: properties.id })
    .from(properties)
    .where(asked === undefined ? undefined : eq(properties.id, asked))
    .orderBy(properties.id)
    .limit(1);
  if (!property) throw notFound('Property');
  return property.id;
}
