import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { properties } from '../properties/tables';
import { units } from '../units/tables';
import { users } from '../users/tables';

/* The Complains service: complaints owners file and staff handle, and their threads. */

/**
 * A complaint: a category, a title and description, up to 5 photos, a place (the filer's unit, or a
 * common area), a status (Open, In progress, Resolved, Closed) and the staff user assigned.
 */
export const complains = pgTable(
  'complains',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'cascade' }),
    commonArea: text('common_area'),
    category: text('category').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').notNull().default('Open'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list reads one property's, newest first; a unit's tab reads one unit's.
  (t) => [
    index('complains_property_created').on(t.propertyId, t.createdAt),
    index('complains_unit').on(t.unitId),
    index('complains_created_by').on(t.createdBy),
  ],
);

/** A message on a complaint's thread, by the owner or by staff. */
export const complaintMessages = pgTable(
  'complaint_messages',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complains.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('complaint_messages_complaint').on(t.complaintId, t.createdAt)],
);
