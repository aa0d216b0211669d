import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { properties } from '../properties/tables';
import { users } from '../users/tables';

/* Announcements and who read them (spec 002 §3). */

/** Spec 002 §3: an announcement to a property's Owners or Admins. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    recipient: text('recipient').notNull(),
    attachment: text('attachment'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('announcements_property_created').on(t.propertyId, t.createdAt, t.id),
    index('announcements_created').on(t.createdAt, t.id),
  ],
);

/** Who has read which announcement (total_read). */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);
