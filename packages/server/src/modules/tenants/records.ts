import type { tenantAddSchema, tenantSchema } from '@strata/domain';
import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit } from '../../audit';
import { propertyScope, scopeToProperty, type Actor } from '../../auth/access';
import { wireDateTime } from '../../clock';
import type { Executor, Orm } from '../../db/database';
import { notFound } from '../../http/errors';
import { pagedSearch } from '../../shared/list';
import { properties } from '../properties/tables';
import { tenants } from './tables';

/* A property's tenants: the list, one, and the changes, each scoped to the actor's property. */

type TenantRow = typeof tenants.$inferSelect;
type TenantFields = Omit<z.output<typeof tenantAddSchema>, 'property_id'>;

/** The wire tenant. */
export function tenantWire(row: TenantRow): z.output<typeof tenantSchema> {
  return {
    id: row.id,
    property_id: row.propertyId,
    name: row.name,
    created_at: wireDateTime(row.createdAt),
  };
}

/** The columns the add and edit bodies set. */
function tenantValues(fields: TenantFields) {
  return { name: fields.name };
}

/**
 * One page of the tenants the actor may see (their property's; every property's for super
 * users), newest first, `search` in the name: one statement (shared/list.ts).
 */
export function listTenants(
  db: Executor,
  actor: Actor,
  query: { page: number; search?: string | undefined },
) {
  const scope = propertyScope(actor);
  return pagedSearch(
    db,
    (total) =>
      db
        .select({ ...getTableColumns(tenants), total })
        .from(tenants)
        .$dynamic(),
    {
      page: query.page,
      search: query.search,
      filters: [scope === null ? undefined : eq(tenants.propertyId, scope)],
      searchIn: [tenants.name],
      orderBy: [desc(tenants.createdAt), desc(tenants.id)],
    },
    (rows) => rows.map(tenantWire),
  );
}

/** The tenant `id` if it is on the actor's property (any for super users); else 404. */
export async function findTenant(db: Executor, actor: Actor, id: number) {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id));
  if (!row) throw notFound('Tenant');
  scopeToProperty(actor, row.propertyId, 'Tenant');
  return row;
}

/** Adds a tenant to `propertyId` (404 for a property that does not exist), audited. */
export async function addTenant(orm: Orm, actor: Actor, propertyId: number, fields: TenantFields) {
  return orm.transaction(async (tx) => {
    const [property] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, propertyId));
    if (!property) throw notFound('Property');
    const [row] = await tx
      .insert(tenants)
      .values({ ...tenantValues(fields), propertyId })
      .returning();
    await writeAudit(tx, actor, {
      module: 'Tenants',
      action: `add-tenant ${row!.name}`,
      propertyId,
    });
    return tenantWire(row!);
  });
}

/** Changes the tenant `id` of the actor's property, audited. */
export async function editTenant(
  orm: Orm,
  actor: Actor,
  id: number,
  fields: TenantFields,
  now: Date,
) {
  return orm.transaction(async (tx) => {
    const current = await findTenant(tx, actor, id);
    const [row] = await tx
      .update(tenants)
      .set({ ...tenantValues(fields), updatedAt: now })
      .where(eq(tenants.id, current.id))
      .returning();
    await writeAudit(tx, actor, {
      module: 'Tenants',
      action: `edit-tenant ${row!.name}`,
      propertyId: current.propertyId,
    });
    return tenantWire(row!);
  });
}

/** Deletes the tenant `id` of the actor's property, audited. */
export async function removeTenant(orm: Orm, actor: Actor, id: number) {
  await orm.transaction(async (tx) => {
    const current = await findTenant(tx, actor, id);
    await tx.delete(tenants).where(eq(tenants.id, current.id));
    await writeAudit(tx, actor, {
      module: 'Tenants',
      action: `delete-tenant ${current.name}`,
      propertyId: current.propertyId,
    });
  });
}
