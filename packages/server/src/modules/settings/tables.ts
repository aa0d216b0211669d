import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { properties } from '../properties/tables';

/* A property's roles, their policies, the default policies and the settings (spec 002 §3). */

/**
 * Spec 002 §3: a role of a property (Admin, Manager, Accountant, Security Guard, Owner, or one a
 * Manager added). System roles are read-only and cannot be deleted.
 */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    system: boolean('system').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('roles_property_name').on(t.propertyId, t.name)],
);

/** One permission switch of a role on an access area ('Units' × 'Create'). */
export const rolePolicies = pgTable(
  'role_policies',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    area: text('area').notNull(),
    permission: text('permission').notNull(),
    active: boolean('active').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.area, t.permission] })],
);

/**
 * The policies each role name starts with when a property is created, and a new role's
 * starting point (spec 002 §3 default_policies; role `*` holds the new-role template).
 */
export const defaultPolicies = pgTable(
  'default_policies',
  {
    roleName: text('role_name').notNull(),
    area: text('area').notNull(),
    permission: text('permission').notNull(),
    active: boolean('active').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.roleName, t.area, t.permission] })],
);

/** Spec 002 §3: a property's settings (app status, ticket expiry, minimum ages). */
export const settings = pgTable('settings', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  online: boolean('online').notNull().default(true),
  agentsTicketExpiryPeriod: integer('agents_ticket_expiry_period').notNull().default(12),
  childMinAge: integer('child_min_age').notNull().default(3),
  adultMinAge: integer('adult_min_age').notNull().default(13),
  seniorMinAge: integer('senior_min_age').notNull().default(60),
  superSeniorMinAge: integer('super_senior_min_age').notNull().default(80),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
