import type { facilityAddSchema, facilitySchema } from '@strata/domain';
import { and, desc, eq, getTableColumns, gt, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit } from '../../audit';
import { propertyScope, scopeToProperty, type Actor } from '../../auth/access';
import { wireDateTime } from '../../clock';
import type { Executor, Orm } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { FACILITY_MESSAGES } from '../../http/messages';
import { allUploadedBy } from '../../shared/stored-files';
import { PICTURE } from '../../uploads/storage';
import { pagedSearch } from '../../shared/list';
import { properties } from '../properties/tables';
import { LIVE } from './bookings';
import { facilities, facilityBookings } from './tables';

/* A property's facilities: the list, one, and the changes, each scoped to the actor's property. */

type FacilityRow = typeof facilities.$inferSelect;
type FacilityFields = Omit<z.output<typeof facilityAddSchema>, 'property_id'>;

/** The wire facility. */
export function facilityWire(row: FacilityRow): z.output<typeof facilitySchema> {
  return {
    id: row.id,
    property_id: row.propertyId,
    name: row.name,
    capacity: row.capacity,
    opens: row.opens,
    closes: row.closes,
    slot_minutes: row.slotMinutes,
    weekly_limit: row.weeklyLimit,
    fee: row.fee,
    needs_approval: row.needsApproval,
    house_rules: row.houseRules,
    picture: row.picture,
    created_at: wireDateTime(row.createdAt),
  };
}

/** The columns the add and edit bodies set. */
function facilityValues(fields: FacilityFields) {
  return {
    name: fields.name,
    capacity: fields.capacity,
    opens: fields.opens,
    closes: fields.closes,
    slotMinutes: fields.slot_minutes,
    weeklyLimit: fields.weekly_limit,
    fee: fields.fee,
    needsApproval: fields.needs_approval,
    houseRules: fields.house_rules ?? null,
    // Left out, the picture stays as it is (an edit) or none (an add).
    ...(fields.picture === undefined ? {} : { picture: fields.picture }),
  };
}

/**
 * 400 unless the picture a body names is the facility's own already or one the actor uploaded
 * (facilities/upload), so a facility cannot point at another user's file.
 */
async function requirePicture(
  db: Executor,
  actor: Actor,
  picture: string | null | undefined,
  current: string | null = null,
) {
  if (picture == null || picture === current) return;
  if (!(await allUploadedBy(db, actor, PICTURE, [picture]))) {
    throw badRequest(FACILITY_MESSAGES.pictureUnknown);
  }
}

/**
 * One page of the facilities the actor may see (their property's; every property's for super
 * users), newest first, `search` in the name: one statement (shared/list.ts).
 */
export function listFacilities(
  db: Executor,
  actor: Actor,
  query: { page: number; search?: string | undefined },
) {
  const scope = propertyScope(actor);
  return pagedSearch(
    db,
    (total) =>
      db
        .select({ ...getTableColumns(facilities), total })
        .from(facilities)
        .$dynamic(),
    {
      page: query.page,
      search: query.search,
      filters: [scope === null ? undefined : eq(facilities.propertyId, scope)],
      searchIn: [facilities.name],
      orderBy: [desc(facilities.createdAt), desc(facilities.id)],
    },
    (rows) => rows.map(facilityWire),
  );
}

/** The facility `id` if it is on the actor's property (any for super users); else 404. */
export async function findFacility(db: Executor, actor: Actor, id: number) {
  const [row] = await db.select().from(facilities).where(eq(facilities.id, id));
  if (!row) throw notFound('Facility');
  scopeToProperty(actor, row.propertyId, 'Facility');
  return row;
}

/** Adds a facility to `propertyId` (404 for a property that does not exist), audited. */
export async function addFacility(
  orm: Orm,
  actor: Actor,
  propertyId: number,
  fields: FacilityFields,
) {
  return orm.transaction(async (tx) => {
    const [property] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, propertyId));
    if (!property) throw notFound('Property');
    await requirePicture(tx, actor, fields.picture);
    const [row] = await tx
      .insert(facilities)
      .values({ ...facilityValues(fields), propertyId })
      .returning();
    await writeAudit(tx, actor, {
      module: 'Facilities',
      action: `add-facility ${row!.name}`,
      propertyId,
    });
    return facilityWire(row!);
  });
}

/** Changes the facility `id` of the actor's property, audited. */
export async function editFacility(
  orm: Orm,
  actor: Actor,
  id: number,
  fields: FacilityFields,
  now: Date,
) {
  return orm.transaction(async (tx) => {
    const current = await findFacility(tx, actor, id);
    await requirePicture(tx, actor, fields.picture, current.picture);
    const [row] = await tx
      .update(facilities)
      .set({ ...facilityValues(fields), updatedAt: now })
      .where(eq(facilities.id, current.id))
      .returning();
    await writeAudit(tx, actor, {
      module: 'Facilities',
      action: `edit-facility ${row!.name}`,
      propertyId: current.propertyId,
    });
    return facilityWire(row!);
  });
}

/**
 * Deletes the facility `id` of the actor's property, audited; 400 while it has bookings to come
 * (Pending or Confirmed, not yet ended), whose fees and slots their owners still hold: those are
 * cancelled first. The facility's row is locked, so a booking made meanwhile waits and then fails.
 */
export async function removeFacility(orm: Orm, actor: Actor, id: number, now: Date) {
  await orm.transaction(async (tx) => {
    const current = await findFacility(tx, actor, id);
    await tx
      .select({ id: facilities.id })
      .from(facilities)
      .where(eq(facilities.id, id))
      .for('update');
    const [upcoming] = await tx
      .select({ id: facilityBookings.id })
      .from(facilityBookings)
      .where(
        and(
          eq(facilityBookings.facilityId, current.id),
          inArray(facilityBookings.status, LIVE),
          gt(facilityBookings.endsAt, now),
        ),
      )
      .limit(1);
    if (upcoming) throw badRequest(FACILITY_MESSAGES.hasBookings);
    await tx.delete(facilities).where(eq(facilities.id, current.id));
    await writeAudit(tx, actor, {
      module: 'Facilities',
      action: `delete-facility ${current.name}`,
      propertyId: current.propertyId,
    });
  });
}
