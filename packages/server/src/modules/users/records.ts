import { ROLES, userAddSchema, type userSchema } from '@strata/domain';
import { and, asc, eq, getTableColumns, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  isSuper,
  requirePermission,
  scopeToProperty,
  type Actor,
  type UserRow,
} from '../../auth/access';
import { wireDateTime } from '../../clock';
import type { Executor } from '../../db/database';
import { users } from './tables';
import { devices } from '../session/tables';
import { roles } from '../settings/tables';
import { units } from '../units/tables';
import { badRequest, notFound, refused, validationMessage } from '../../http/errors';
import { USER_MESSAGES } from '../../http/messages';
import type { ListTotal } from '../../shared/list';
import { RowProblem } from '../../shared/row-problem';

/*
 * Owners and admins (spec 001 §3, §7): loading, authorizing and serialising users, and the rules
 * their add, edit and import share.
 */

type UserType = 'owners' | 'admins';

/** The access area of a user type (spec 001 §6 modules). */
export function moduleOf(type: UserType): 'Owners' | 'Admins' {
  return type === 'owners' ? 'Owners' : 'Admins';
}

/** Which list a stored user belongs to. */
export function typeOf(user: Pick<UserRow, 'role'>): UserType {
  return user.role === ROLES.owner ? 'owners' : 'admins';
}

/**
 * A password nobody can sign in with: users added without a password (and imported owners) set
 * theirs through forgot password, which mails them one.
 */
export function unusablePassword(): string {
  return `unset$${randomBytes(16).toString('hex')}`;
}

/** The columns of a unit that a wire user carries: its id, number and three owner slots. */
export const unitSlotColumns = {
  id: units.id,
  unitNo: units.unitNo,
  userId: units.userId,
  userId2: units.userId2,
  userId3: units.userId3,
};
type UnitSlots = {
  id: number;
  unitNo: string;
  userId: number | null;
  userId2: number | null;
  userId3: number | null;
};
type DeviceRow = typeof devices.$inferSelect;

/** The wire user of spec 001 §3: profile, first unit (with its owner slots) and device. */
export function userWire(
  user: UserRow,
  unit?: UnitSlots | null,
  device?: DeviceRow | null,
): z.output<typeof userSchema> {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    contact: user.contact,
    ic: user.ic,
    gender: user.gender as z.output<typeof userSchema>['gender'],
    marital_status: user.maritalStatus as z.output<typeof userSchema>['marital_status'],
    emergency_contact: user.emergencyContact,
    role: user.role,
    active: user.active,
    img: user.img,
    last_active: wireDateTime(user.lastActive),
    type: typeOf(user),
    property_id: user.propertyId,
    unit_id: unit?.id ?? null,
    unit: unit
      ? {
          id: unit.id,
          unit_no: unit.unitNo,
          user_id: unit.userId,
          user_id_2: unit.userId2,
          user_id_3: unit.userId3,
        }
      : null,
    device: device
      ? {
          name: device.name,
          verified: device.verified,
          registered_at: wireDateTime(device.registeredAt),
          last_used: wireDateTime(device.lastUsed),
          can_remove: true,
        }
      : null,
    app_version: user.appVersion,
  };
}

/** The units a first unit is looked up in, apart from the outer query's. */
const slot = alias(units, 'slot');
const slotTable = sql`${units} as ${sql.identifier('slot')}`;

/**
 * A user's first unit (lowest id among the units they hold a slot of), as a column of a query over
 * `users`, so a list reads it in its own statement. Each slot's lowest unit comes from that slot's
 * own index: an `in (user_id, user_id_2, user_id_3)` test walks the units in id order until one
 * matches, every unit for a user who holds none (an admin).
 */
const firstUnitColumn = sql<UnitSlots | null>`(
  select json_build_object('id', ${units.id}, 'unitNo', ${units.unitNo}, 'userId', ${units.userId},
    'userId2', ${units.userId2}, 'userId3', ${units.userId3})
  from ${units}
  where ${units.id} = least(
    (select min(${slot.id}) from ${slotTable} where ${slot.userId} = ${users.id}),
    (select min(${slot.id}) from ${slotTable} where ${slot.userId2} = ${users.id}),
    (select min(${slot.id}) from ${slotTable} where ${slot.userId3} = ${users.id})))`.as(
  'first_unit',
);

/**
 * The owners and admins lists' query: each user with their first unit and device, and the list's
 * `total`, in one statement. A user has one device at most (devices_user is unique),
 * so the join keeps one row each.
 */
export function userListQuery(db: Executor, total: ListTotal) {
  return db
    .select({ ...getTableColumns(users), firstUnit: firstUnitColumn, device: devices, total })
    .from(users)
    .leftJoin(devices, eq(devices.userId, users.id))
    .$dynamic();
}

/** A row of `userListQuery` on the wire. */
export function userListWire(
  row: UserRow & { firstUnit: UnitSlots | null; device: DeviceRow | null },
) {
  return userWire(row, row.firstUnit, row.device);
}

/** The users with their first unit and device, in the order given. */
export async function usersWithUnits(db: Executor, rows: UserRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const owned = await db
    .select(unitSlotColumns)
    .from(units)
    .where(or(inArray(units.userId, ids), inArray(units.userId2, ids), inArray(units.userId3, ids)))
    .orderBy(asc(units.id));
  const registered = await db.select().from(devices).where(inArray(devices.userId, ids));
  return rows.map((row) =>
    userWire(
      row,
      owned.find((unit) => [unit.userId, unit.userId2, unit.userId3].includes(row.id)),
      registered.find((device) => device.userId === row.id),
    ),
  );
}

/** The row of a user added through the form (spec 001 §7): owners get the Owner role. */
export function newUserValues(
  body: z.infer<typeof userAddSchema>,
  propertyId: number,
  passwordHash: string,
): typeof users.$inferInsert {
  return {
    name: body.name,
    username: body.username,
    email: body.email,
    contact: body.contact,
    ic: body.ic ?? null,
    gender: body.gender,
    maritalStatus: body.marital_status,
    emergencyContact: body.emergency_contact ?? null,
    role: body.type === 'owners' ? ROLES.owner : body.role!,
    propertyId,
    active: body.active,
    passwordHash,
  };
}

/** A user by id, or 404. */
export async function findUser(db: Executor, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('User');
  return row;
}

/**
 * How high a role stands: Manager above Admin above every other staff role (those a
 * Manager adds too) above Owner. A user grants roles, and changes users, at or below their own.
 */
export function roleLevel(role: string): number {
  if (role === ROLES.manager) return 3;
  if (role === ROLES.admin) return 2;
  if (role === ROLES.owner) return 0;
  return 1;
}

/** The actor's level: their role's, or above every role for super users. */
function actorLevel(actor: Actor): number {
  return isSuper(actor) ? Number.POSITIVE_INFINITY : roleLevel(actor.user.role);
}

/** 400 unless the actor may give `role` (at or below their own role). */
export function checkGrantable(actor: Actor, role: string) {
  if (roleLevel(role) > actorLevel(actor)) throw refused(USER_MESSAGES.roleAboveOwn);
}

/**
 * Whether the actor may act on `target` with `permission`: themselves for View and Update (My
 * Profile), else a user of their property (404 otherwise) with the permission on the user's
 * module (400 otherwise), and, to change them, a role at or above theirs (400 otherwise). Super
 * users are changed by super users only.
 */
export function authorizeUser(actor: Actor, target: UserRow, permission: string) {
  if (target.id === actor.user.id && (permission === 'View' || permission === 'Update')) return;
  if (target.isSuperUser && !isSuper(actor)) throw notFound('User');
  scopeToProperty(actor, target.propertyId, 'User');
  requirePermission(actor, moduleOf(typeOf(target)), permission);
  if (permission !== 'View' && roleLevel(target.role) > actorLevel(actor))
    throw refused(USER_MESSAGES.userAboveOwn);
}

/** 400 when a username or e-mail is taken (case-insensitive), by another user than `exceptId`. */
export async function checkUnique(
  db: Executor,
  fields: { username?: string | undefined; email: string },
  exceptId?: number,
) {
  const clash = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        or(
          fields.username ? sql`lower(${users.username}) = lower(${fields.username})` : undefined,
          sql`lower(${users.email}) = lower(${fields.email})`,
        ),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  const found = clash[0];
  if (!found) return;
  if (fields.username && found.username.toLowerCase() === fields.username.toLowerCase()) {
    throw badRequest(USER_MESSAGES.usernameTaken);
  }
  throw badRequest(USER_MESSAGES.emailTaken);
}

/** 400 unless `role` is a staff role of the property that `grantor` may give (never Tenant). */
export async function checkStaffRole(
  db: Executor,
  propertyId: number,
  role: string | undefined,
  grantor: Actor,
) {
  if (!role || role === ROLES.owner) throw badRequest(USER_MESSAGES.roleRequired);
  // A property's Tenant role is given by an owner's registration (its tenancy ends the account).
  if (role === ROLES.tenant) throw badRequest(USER_MESSAGES.tenantRole);
  checkGrantable(grantor, role);
  const [found] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.propertyId, propertyId), eq(roles.name, role)));
  if (!found) throw badRequest(USER_MESSAGES.notARole(role));
}

/** The first free owner slot of a unit, or 400 when its three are taken (spec 001 §2). */
export function freeSlot(unit: {
  userId: number | null;
  userId2: number | null;
  userId3: number | null;
}) {
  if (unit.userId === null) return 'userId' as const;
  if (unit.userId2 === null) return 'userId2' as const;
  if (unit.userId3 === null) return 'userId3' as const;
  throw badRequest(USER_MESSAGES.threeOwners);
}

type OwnerRow = { values: typeof users.$inferInsert; unitId: number | null };

/**
 * The owners import's row check (spec 001 §7): an owner add (unique username and e-mail, also
 * within the file), and the unit, when named, in the property with a free slot (slots taken by
 * earlier rows count).
 */
export function ownerRowChecker(tx: Executor, propertyId: number, actor: Actor) {
  return userRowChecker('owners')(tx, propertyId, actor);
}

/** Admins import rows: an admin add each (a staff role of the property), no unit. */
export function adminRowChecker(tx: Executor, propertyId: number, actor: Actor) {
  return userRowChecker('admins')(tx, propertyId, actor);
}

/**
 * Checks import rows as adds of `type` (unique usernames and e-mails, also within the file); an
 * owner's unit must be in the property with a free slot, an admin's role a staff role there.
 */
function userRowChecker(type: UserType) {
  return (tx: Executor, propertyId: number, actor: Actor) => {
    const seen = new Set<string>();
    const slots = new Map<number, typeof units.$inferSelect>();
    return async (fields: Record<string, string>, row: number): Promise<OwnerRow> => {
      const parsed = userAddSchema.safeParse({ ...fields, type });
      if (!parsed.success) throw new RowProblem(validationMessage(parsed.error.issues));
      const owner = parsed.data;
      const keys = [`u:${owner.username.toLowerCase()}`, `e:${owner.email.toLowerCase()}`];
      if (keys.some((key) => seen.has(key))) throw new RowProblem(USER_MESSAGES.twiceInFile);
      keys.forEach((key) => seen.add(key));
      await checkUnique(tx, owner);
      if (type === 'admins') await checkStaffRole(tx, propertyId, owner.role, actor);
      let unitId: number | null = null;
      if (type === 'owners' && fields.unit_no) {
        const [unit] = await tx
          .select()
          .from(units)
          .where(
            and(
              eq(units.propertyId, propertyId),
              sql`lower(${units.unitNo}) = lower(${fields.unit_no})`,
            ),
          );
        const known = unit ? (slots.get(unit.id) ?? unit) : undefined;
        if (!known) throw new RowProblem(USER_MESSAGES.unitNotInProperty(fields.unit_no));
        const taken = [known.userId, known.userId2, known.userId3].filter((id) => id !== null);
        if (taken.length >= 3) throw new RowProblem(USER_MESSAGES.unitFull(fields.unit_no));
        // Reserve the slot with a placeholder so later rows see it taken.
        slots.set(known.id, { ...known, [freeSlot(known)]: -row });
        unitId = known.id;
      }
      return {
        values: {
          name: owner.name,
          username: owner.username,
          email: owner.email,
          contact: owner.contact,
          ic: owner.ic ?? null,
          gender: owner.gender,
          maritalStatus: owner.marital_status,
          role: type === 'admins' ? owner.role! : ROLES.owner,
          propertyId,
          passwordHash: unusablePassword(),
        },
        unitId,
      };
    };
  };
}

/** Saves imported users; an owner with a unit goes into its first free slot. */
export async function saveOwners(tx: Executor, accepted: OwnerRow[]) {
  for (const entry of accepted) {
    const [created] = await tx.insert(users).values(entry.values).returning();
    if (entry.unitId !== null) {
      const [unit] = await tx.select().from(units).where(eq(units.id, entry.unitId));
      await tx
        .update(units)
        .set({ [freeSlot(unit!)]: created!.id })
        .where(eq(units.id, entry.unitId));
    }
  }
}

/**
 * Spec 000 §5: one's own role (and property) is locked, and the super user and developer flags
 * never change through the API; asking for a change is refused rather than silently ignored.
 */
export function checkLockedFields(
  target: {
    role: string | null;
    propertyId: number | null;
    isSuperUser: boolean;
    isDeveloper: boolean;
  },
  body: {
    role?: string | undefined;
    property_id?: number | undefined;
    isSuperUser?: boolean | undefined;
    isDeveloper?: boolean | undefined;
  },
  self: boolean,
) {
  const changes = (asked: unknown, current: unknown) => asked !== undefined && asked !== current;
  if (
    changes(body.isSuperUser, target.isSuperUser) ||
    changes(body.isDeveloper, target.isDeveloper)
  ) {
    throw badRequest(USER_MESSAGES.flagsLocked);
  }
  if (self && (changes(body.role, target.role) || changes(body.property_id, target.propertyId))) {
    throw badRequest(USER_MESSAGES.ownRoleLocked);
  }
}
