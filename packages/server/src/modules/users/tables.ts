import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, trigram } from '../../db/columns';
import { properties } from '../properties/tables';

/* The users: owners, staff and super users (spec 000 §3, spec 001 §3). */

/**
 * Spec 000 §3 / 001 §3: owners, staff and provider staff. `role` names a role of the user's
 * property; a super user (platform operator) may have no property.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    contact: text('contact').notNull().default(''),
    ic: text('ic'),
    gender: text('gender'),
    maritalStatus: text('marital_status'),
    emergencyContact: text('emergency_contact'),
    role: text('role').notNull(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    img: text('img'),
    isSuperUser: boolean('is_super_user').notNull().default(false),
    isSkaloot: boolean('is_skaloot').notNull().default(false),
    /** Spec 002 §6: a developer-level user (app version, error log, API request log). */
    isDeveloper: boolean('is_developer').notNull().default(false),
    isGuard: boolean('is_guard').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    lastActive: timestamp('last_active', { withTimezone: true }),
    appVersion: text('app_version'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username').on(sql`lower(${t.username})`),
    uniqueIndex('users_email').on(sql`lower(${t.email})`),
    index('users_property_role').on(t.propertyId, t.role),
    // The owners and admins lists: newest first, within a property or across all.
    index('users_property_created').on(t.propertyId, t.createdAt, t.id),
    index('users_created').on(t.createdAt, t.id),
    trigram('users_name_trgm', t.name),
    trigram('users_username_trgm', t.username),
    trigram('users_email_trgm', t.email),
    trigram('users_contact_trgm', t.contact),
  ],
);
