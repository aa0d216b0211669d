import type { MessageId } from '@strata/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { announcements } from '../announcements/tables';
import { properties } from '../properties/tables';
import { users } from '../users/tables';

/* Every user's inbox (spec 002 §3, §7). */

/**
 * A notice the server leaves (a complaint's change, a booking's review), kept as the catalog's
 * message ids and their values so each reader reads it in their own language; a value may itself
 * be a message id (`{ say: 'complaint.status.Resolved' }`). `link` is the app's page it is about.
 */
export type InboxNotice = {
  title: MessageId;
  message: MessageId;
  values: Record<string, string | { say: MessageId }>;
  link: string;
};

/**
 * Spec 002 §3: an inbox item of one user; deleting archives it, clearing the archive removes it.
 * An announcement's copy takes a reply; a notice (`notice`) is worded for its reader and links to
 * what it is about. `title` and `message` hold the English text (what search reads).
 */
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
    notice: jsonb('notice').$type<InboxNotice>(),
    isRead: boolean('is_read').notNull().default(false),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('inbox_user_created').on(t.userId, t.createdAt, t.id)],
);
