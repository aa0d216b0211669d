import type { complaintAddSchema, complaintSchema } from '@strata/domain';
import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit } from '../../audit';
import { propertyScope, scopeToProperty, type Actor } from '../../auth/access';
import { wireDateTime } from '../../clock';
import type { Executor, Orm } from '../../db/database';
import { notFound } from '../../http/errors';
import { pagedSearch } from '../../shared/list';
import { properties } from '../properties/tables';
import { complains } from './tables';

/* A property's complains: the list, one, and the changes, each scoped to the actor's property. */

type ComplaintRow = typeof complains.$inferSelect;
type ComplaintFields = Omit<z.output<typeof complaintAddSchema>, 'property_id'>;

/** The wire complaint. */
export function complaintWire(row: ComplaintRow): z.output<typeof complaintSchema> {
  return {
    id: row.id,
    property_id: row.propertyId,
    name: row.name,
    created_at: wireDateTime(row.createdAt),
  };
}

/** The columns the add and edit bodies set. */
function complaintValues(fields: ComplaintFields) {
  return { name: fields.name };
}

/**
 * One page of the complains the actor may see (their property's; every property's for super
 * users), newest first, `search` in the name: one statement (shared/list.ts).
 */
export function listComplains(
  db: Executor,
  actor: Actor,
  query: { page: number; search?: string | undefined },
) {
  const scope = propertyScope(actor);
  return pagedSearch(
    db,
    (total) =>
      db
        .select({ ...getTableColumns(complains), total })
        .from(complains)
        .$dynamic(),
    {
      page: query.page,
      search: query.search,
      filters: [scope === null ? undefined : eq(complains.propertyId, scope)],
      searchIn: [complains.name],
      orderBy: [desc(complains.createdAt), desc(complains.id)],
    },
    (rows) => rows.map(complaintWire),
  );
}

/** The complaint `id` if it is on the actor's property (any for super users); else 404. */
export async function findComplaint(db: Executor, actor: Actor, id: number) {
  const [row] = await db.select().from(complains).where(eq(complains.id, id));
  if (!row) throw notFound('Complaint');
  scopeToProperty(actor, row.propertyId, 'Complaint');
  return row;
}

/** Adds a complaint to `propertyId` (404 for a property that does not exist), audited. */
export async function addComplaint(
  orm: Orm,
  actor: Actor,
  propertyId: number,
  fields: ComplaintFields,
) {
  return orm.transaction(async (tx) => {
    const [property] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, propertyId));
    if (!property) throw notFound('Property');
    const [row] = await tx
      .insert(complains)
      .values({ ...complaintValues(fields), propertyId })
      .returning();
    await writeAudit(tx, actor, {
      module: 'Complains',
      action: `add-complaint ${row!.name}`,
      propertyId,
    });
    return complaintWire(row!);
  });
}

/** Changes the complaint `id` of the actor's property, audited. */
export async function editComplaint(
  orm: Orm,
  actor: Actor,
  id: number,
  fields: ComplaintFields,
  now: Date,
) {
  return orm.transaction(async (tx) => {
    const current = await findComplaint(tx, actor, id);
    const [row] = await tx
      .update(complains)
      .set({ ...complaintValues(fields), updatedAt: now })
      .where(eq(complains.id, current.id))
      .returning();
    await writeAudit(tx, actor, {
      module: 'Complains',
      action: `edit-complaint ${row!.name}`,
      propertyId: current.propertyId,
    });
    return complaintWire(row!);
  });
}

/** Deletes the complaint `id` of the actor's property, audited. */
export async function removeComplaint(orm: Orm, actor: Actor, id: number) {
  await orm.transaction(async (tx) => {
    const current = await findComplaint(tx, actor, id);
    await tx.delete(complains).where(eq(complains.id, current.id));
    await writeAudit(tx, actor, {
      module: 'Complains',
      action: `delete-complaint ${current.name}`,
      propertyId: current.propertyId,
    });
  });
}
