import type { propertyAddSchema, propertyDetailSchema, propertySchema } from '@strata/domain';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { scopeToProperty, servicesOf, type Actor } from '../../auth/access';
import { wireDateTime } from '../../clock';
import type { Executor } from '../../db/database';
import { properties, services } from './tables';
import { units } from '../units/tables';
import { notFound } from '../../http/errors';

/* Properties and their services (spec 001 §3, 002 §1): loading and serialising them. */

type PropertyRow = typeof properties.$inferSelect;
type PropertyFields = z.output<typeof propertyAddSchema>;

/** The wire property of spec 001 §3. */
export function propertyWire(
  row: PropertyRow,
  extra: { totalUnit: number },
): z.output<typeof propertySchema> {
  return {
    id: row.id,
    name: row.name,
    developer: row.developer,
    managed_by: row.managedBy,
    email: row.email,
    contact: row.contact,
    bank_name: row.bankName,
    bank_acc: row.bankAcc,
    address: row.address,
    address_2: row.address2,
    postcode: row.postcode,
    city: row.city,
    state: row.state,
    active: row.active,
    img: row.img,
    total_unit: extra.totalUnit,
    created_at: wireDateTime(row.createdAt),
  };
}

export function propertyValues(fields: PropertyFields) {
  return {
    name: fields.name,
    developer: fields.developer ?? null,
    managedBy: fields.managed_by ?? null,
    email: fields.email,
    contact: fields.contact,
    bankName: fields.bank_name ?? null,
    bankAcc: fields.bank_acc ?? null,
    address: fields.address,
    address2: fields.address_2 ?? null,
    postcode: fields.postcode,
    city: fields.city,
    state: fields.state,
  };
}

/** Properties with their unit counts. */
export async function propertiesWithUnitTotals(db: Executor, rows: PropertyRow[]) {
  const counts = rows.length
    ? await db
        .select({ id: units.propertyId, value: count() })
        .from(units)
        .where(
          inArray(
            units.propertyId,
            rows.map((row) => row.id),
          ),
        )
        .groupBy(units.propertyId)
    : [];
  return rows.map((row) =>
    propertyWire(row, {
      totalUnit: Number(counts.find((entry) => entry.id === row.id)?.value ?? 0),
    }),
  );
}

export async function totalUnits(db: Executor, propertyId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(units)
    .where(eq(units.propertyId, propertyId));
  return Number(row?.value ?? 0);
}

/** A property the actor may see (own, or any for super users) with its services; else 404. */
export async function propertyDetail(db: Executor, actor: Actor, id: number) {
  scopeToProperty(actor, id, 'Property');
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  if (!row) throw notFound('Property');
  return {
    ...propertyWire(row, { totalUnit: await totalUnits(db, id) }),
    services: await servicesOf(db, id),
    all_services: await db
      .select({ id: services.id, name: services.name })
      .from(services)
      .orderBy(asc(services.id)),
  } satisfies z.output<typeof propertyDetailSchema>;
}
