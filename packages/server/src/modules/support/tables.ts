import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { properties } from '../properties/tables';
import { users } from '../users/tables';

/* Support reports (spec 002 §3) and the staff chat (spec 000 §3, §7). */

/** Spec 002 §3: a bug report or support request; Pending until a super user resolves it. */
export const supportReports = pgTable(
  'support_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    report: text('report').notNull(),
    status: text('status').notNull().default('Pending'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_status').on(t.status),
    index('support_user_created').on(t.userId, t.createdAt, t.id),
    index('support_created').on(t.createdAt, t.id),
  ],
);

/** A staff chat message between provider staff and an online user (spec 000 §3, §7). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    msgId: text('msg_id').notNull().unique(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('chat_recipient').on(t.recipientId, t.createdAt)],
);
