import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { properties } from '../properties/tables';

/* A property's house-rules document (spec 002). */

/** Spec 002: a property's house-rules document. */
export const houseRules = pgTable('house_rules', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  doc: text('doc').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
