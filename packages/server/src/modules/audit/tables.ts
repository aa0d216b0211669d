import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { properties } from '../properties/tables';
import { users } from '../users/tables';

/* The audit log (spec 001 §3). */

/** Spec 001 §3: one activity-log entry; `username` is kept even if the user goes. */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    module: text('module').notNull(),
    action: text('action').notNull(),
    ticket: text('ticket'),
    subTicket: text('sub_ticket'),
    booking: text('booking'),
    package: text('package'),
    addon: text('addon'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_property_created').on(t.propertyId, t.createdAt, t.id),
    index('audit_created').on(t.createdAt, t.id),
  ],
);
