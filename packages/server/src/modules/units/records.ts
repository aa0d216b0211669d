import { ROLES, unitAddSchema } from '@strata/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  isOwnerActor,
  residesIn,
  requirePermission,
  scopeToProperty,
  type Actor,
} from '../../auth/access';
import { wireDateTime } from '../../clock';
import type { Executor } from '../../db/database';
import { unitCounts, units } from './tables';
import { users } from '../users/tables';
import { badRequest, notFound, validationMessage, violated } from '../../http/errors';
import { UNIT_MESSAGES } from '../../http/messages';
import { preparedOnce } from '../../shared/prepared';
import { RowProblem } from '../../shared/row-problem';
import { usersWithUnits } from '../users';

/* Units and their owner slots (spec 001 §3, §7): loading, authorizing and serialising units. */

export type UnitRow = typeof units.$inferSelect;
export type UnitFields = z.output<typeof unitAddSchema>;

/** The wire unit of spec 001 §3, with its first owner. */
export function unitWire(unit: UnitRow, owner?: { id: number; name: string } | null) {
  return {
    id: unit.id,
    unit_no: unit.unitNo,
    level: unit.level,
    block: unit.block,
    square_feet: unit.squareFeet,
    parking_lot: unit.parkingLot,
    parking_lot_2: unit.parkingLot2,
    maintenance_amount: unit.maintenanceAmount,
    water_amount: unit.waterAmount,
    other_amount: unit.otherAmount,
    remark: unit.remark,
    user_id: unit.userId,
    user_id_2: unit.userId2,
    user_id_3: unit.userId3,
    user: owner ?? null,
    property_id: unit.propertyId,
    created_at: wireDateTime(unit.createdAt),
    issue_on: unit.issueOn,
  };
}

/** Units with their first owner's id and name. */
export async function unitsWithOwners(db: Executor, rows: UnitRow[]) {
  const ids = rows.map((row) => row.userId).filter((id): id is number => id !== null);
  const owners = ids.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))
    : [];
  return rows.map((row) =>
    unitWire(
      row,
      owners.find((owner) => owner.id === row.userId),
    ),
  );
}

/** A unit by id, or 404. */
export async function findUnit(db: Executor, id: number): Promise<UnitRow> {
  const [row] = await preparedOnce(db, 'find_unit', () =>
    db
      .select()
      .from(units)
      .where(eq(units.id, sql.placeholder('id')))
      .prepare('find_unit'),
  ).execute({ id });
  if (!row) throw notFound('Unit');
  return row;
}

/** A unit's first owner as a unit's wire and a visitor's host show them. */
export type FirstOwner = { id: number; name: string; img: string | null };

/**
 * A unit by id with its first owner (`user_id`), or 404: one statement, so a write that answers
 * the unit (or a visitor of it) need not read the owner back after its transaction.
 */
export async function findUnitWithOwner(
  db: Executor,
  id: number,
): Promise<{ unit: UnitRow; owner: FirstOwner | null }> {
  const [row] = await preparedOnce(db, 'find_unit_with_owner', () =>
    db
      .select({ unit: units, owner: { id: users.id, name: users.name, img: users.img } })
      .from(units)
      .leftJoin(users, eq(users.id, units.userId))
      .where(eq(units.id, sql.placeholder('id')))
      .prepare('find_unit_with_owner'),
  ).execute({ id });
  if (!row) throw notFound('Unit');
  return row;
}

/**
 * Whether the actor may see or change `unit`: owners their own units (View only), staff their
 * property's with the permission on Units; another property's unit answers 404.
 */
export function authorizeUnit(actor: Actor, unit: UnitRow, permission: string, area = 'Units') {
  if (isOwnerActor(actor)) {
    if (!residesIn(actor, unit)) throw notFound('Unit');
  } else {
    scopeToProperty(actor, unit.propertyId, 'Unit');
  }
  requirePermission(actor, area, permission);
}

/** The checks zod leaves to the store: whole levels and areas, amounts in range. */
export function unitProblem(fields: UnitFields): string | null {
  const whole = (value: number | undefined) =>
    value === undefined || (Number.isInteger(value) && Math.abs(value) < 1_000_000_000);
  if (!whole(fields.level)) return UNIT_MESSAGES.level;
  if (!whole(fields.square_feet) || (fields.square_feet ?? 0) < 0) return UNIT_MESSAGES.squareFeet;
  for (const field of ['maintenance_amount', 'water_amount', 'other_amount'] as const) {
    const value = fields[field];
    if (value !== undefined && (value < 0 || value >= 1_000_000_000))
      return UNIT_MESSAGES.amount(field);
  }
  return null;
}

export function unitValues(fields: UnitFields) {
  return {
    unitNo: fields.unit_no,
    level: fields.level ?? null,
    block: fields.block ?? null,
    squareFeet: fields.square_feet ?? null,
    parkingLot: fields.parking_lot ?? null,
    parkingLot2: fields.parking_lot_2 ?? null,
    maintenanceAmount: fields.maintenance_amount ?? null,
    waterAmount: fields.water_amount ?? null,
    otherAmount: fields.other_amount ?? null,
    remark: fields.remark ?? null,
    issueOn: fields.issue_on ?? null,
  };
}

/**
 * Runs a write of a unit numbered `unitNo` (an insert, or an update of its number), answering
 * what its constraints refuse: 400 when the property already has a unit of that number (the
 * unique index on property and lower(unit_no)), 404 when the property does not exist. One
 * statement fewer than asking first, and as right under a race.
 */
export async function unitNoChecked<T>(unitNo: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violated(error, UNIT_NO_INDEX)) throw badRequest(UNIT_MESSAGES.exists(unitNo));
    if (violated(error, UNIT_PROPERTY_KEY)) throw notFound('Property');
    throw error;
  }
}

/** The unique index on a property's unit numbers, in any case (migration 0000). */
const UNIT_NO_INDEX = 'units_property_unit_no';
/** The unit's foreign key to its property (migration 0000). */
const UNIT_PROPERTY_KEY = 'units_property_id_properties_id_fk';

/** 400 when the property already has a unit of that number (case-insensitive). */
export async function checkUnitNo(
  db: Executor,
  propertyId: number,
  unitNo: string,
  exceptId?: number,
) {
  const name = exceptId === undefined ? 'unit_no_taken' : 'unit_no_taken_by_another';
  const [clash] = await preparedOnce(db, name, () =>
    db
      .select({ id: units.id })
      .from(units)
      .where(
        and(
          eq(units.propertyId, sql.placeholder('property')),
          sql`lower(${units.unitNo}) = lower(${sql.placeholder('unitNo')})`,
          exceptId === undefined ? undefined : sql`${units.id} <> ${sql.placeholder('except')}`,
        ),
      )
      .prepare(name),
  ).execute({ property: propertyId, unitNo, except: exceptId });
  if (clash) throw badRequest(UNIT_MESSAGES.exists(unitNo));
}

/** An owner (role Owner) of the property, or 404. */
export async function findOwner(db: Executor, userId: number, propertyId: number) {
  const [owner] = await db
    .select()
    .from(users)
    .where(
      and(eq(users.id, userId), eq(users.role, ROLES.owner), eq(users.propertyId, propertyId)),
    );
  if (!owner) throw notFound('Owner');
  return owner;
}

/** A unit's owners in slot order, as users. */
export async function ownersOf(db: Executor, unit: UnitRow) {
  const ids = [unit.userId, unit.userId2, unit.userId3].filter((id): id is number => id !== null);
  if (ids.length === 0) return [];
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  const ordered = ids
    .map((id) => rows.find((row) => row.id === id))
    .filter((row) => row !== undefined);
  return usersWithUnits(db, ordered);
}

export const SLOT_COLUMNS = {
  user_id: 'userId',
  user_id_2: 'userId2',
  user_id_3: 'userId3',
} as const;

/**
 * The units import's row check (spec 001 §7): a unit add (blank cells are fields not given; the
 * unit number unique in the property, also within the file), and the owner, when named, an owner
 * of the property.
 */
export function unitRowChecker(tx: Executor, propertyId: number) {
  const seen = new Set<string>();
  return async (fields: Record<string, string>): Promise<typeof units.$inferInsert> => {
    const { owner_username: ownerUsername, ...unitFields } = fields;
    const given = Object.fromEntries(
      Object.entries(unitFields).filter(([, value]) => value !== ''),
    );
    const parsed = unitAddSchema.safeParse({ ...given, property_id: propertyId });
    if (!parsed.success) throw new RowProblem(validationMessage(parsed.error.issues));
    const problem = unitProblem(parsed.data);
    if (problem) throw new RowProblem(problem);
    const key = parsed.data.unit_no.toLowerCase();
    if (seen.has(key)) throw new RowProblem(UNIT_MESSAGES.twiceInFile(parsed.data.unit_no));
    seen.add(key);
    await checkUnitNo(tx, propertyId, parsed.data.unit_no);
    let userId: number | null = null;
    if (ownerUsername) {
      const [owner] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            sql`lower(${users.username}) = lower(${ownerUsername})`,
            eq(users.role, ROLES.owner),
            eq(users.propertyId, propertyId),
          ),
        );
      if (!owner) throw new RowProblem(UNIT_MESSAGES.notAnOwner(ownerUsername));
      userId = owner.id;
    }
    return { ...unitValues(parsed.data), propertyId, userId };
  };
}

/** Saves imported units, 500 a statement. */
export async function saveUnits(tx: Executor, accepted: (typeof units.$inferInsert)[]) {
  for (let start = 0; start < accepted.length; start += 500) {
    await tx.insert(units).values(accepted.slice(start, start + 500));
  }
}

/**
 * How many units `property` has (every property's, for null), as the unit writes keep it
 * (ADR 0025): the units list's total without a search or an owner filter, one row rather than a
 * count over every unit. A property is read from the list statement's `property` placeholder.
 */
export function keptUnitCount(property: number | null): SQL<number> {
  return property === null
    ? sql<number>`(select coalesce(sum(${unitCounts.units}), 0) from ${unitCounts})`
    : sql<number>`coalesce((select ${unitCounts.units} from ${unitCounts} where ${unitCounts.propertyId} = ${sql.placeholder('property')}), 0)`;
}
