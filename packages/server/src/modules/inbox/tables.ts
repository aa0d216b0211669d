import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { announcements } from '../announcements/tables';
import { properties } from '../properties/tables';
import { users } from '../users/tables';

/* Every user's inbox (spec 002 §3, §7). */

/** Spec 002 §3: an inbox item of one user; deleting archives it, clearing the archive removes it. */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    announcementId: integer('announcement_id').references(() => announcements.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    attachment: text('attachment'),
    isRead: boolean('is_read').notNull().default(false),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('inbox_user_created').on(t.userId, t.createdAt, t.id)],
);
