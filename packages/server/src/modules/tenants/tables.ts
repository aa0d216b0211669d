import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { properties } from '../properties/tables';

/** A property's tenants (the skeleton's columns; the resource's own fields join them). */
export const tenants = pgTable(
  'tenants',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list reads one property's, newest first.
  (t) => [index('tenants_property_created').on(t.propertyId, t.createdAt)],
);
