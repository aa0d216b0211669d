import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { properties } from '../properties/tables';
import { units } from '../units/tables';
import { users } from '../users/tables';

/**
 * A unit's tenants (spec 002 §1 Tenants service): registered by the unit's owner, verified by
 * staff, which opens the tenant's account (`user_id`, role Tenant) until `end_date` (Malaysian).
 */
export const tenants = pgTable(
  'tenants',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ic: text('ic').notNull(),
    email: text('email').notNull(),
    contact: text('contact').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Stored upload names (the tenancy agreement). */
    documents: jsonb('documents').$type<string[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
    /** The tenant's own account, made when verified. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list reads one property's, newest first; the actor cache reads a tenant user's tenancy.
  (t) => [
    index('tenants_property_created').on(t.propertyId, t.createdAt),
    index('tenants_user').on(t.userId),
    index('tenants_unit').on(t.unitId),
  ],
);
