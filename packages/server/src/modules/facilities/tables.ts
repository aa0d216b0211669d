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
import { createdAt, money } from '../../db/columns';
import { properties } from '../properties/tables';
import { units } from '../units/tables';
import { users } from '../users/tables';

/** Spec 002 §1 Facilities: a property's bookable facility. */
export const facilities = pgTable(
  'facilities',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    capacity: integer('capacity').notNull().default(1),
    /** 'HH:mm', Malaysian time. */
    opens: text('opens').notNull().default('08:00'),
    closes: text('closes').notNull().default('22:00'),
    slotMinutes: integer('slot_minutes').notNull().default(60),
    weeklyLimit: integer('weekly_limit').notNull().default(2),
    fee: money('fee').notNull().default(0),
    needsApproval: boolean('needs_approval').notNull().default(false),
    houseRules: text('house_rules'),
    /** The picture's stored upload name (a jpg, jpeg or png), served at /storage/facilities. */
    picture: text('picture'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list reads one property's, newest first.
  (t) => [index('facilities_property_created').on(t.propertyId, t.createdAt)],
);

/**
 * A unit's booking of one slot of a facility: Pending (needs approval) → Confirmed / Rejected;
 * Pending or Confirmed → Cancelled. `fee` is the facility's fee when booked.
 */
export const facilityBookings = pgTable(
  'facility_bookings',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    fee: money('fee').notNull().default(0),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // No double booking, even between instances racing: one live booking per slot.
    uniqueIndex('facility_bookings_live_slot')
      .on(t.facilityId, t.startsAt)
      .where(sql`${t.status} in ('Pending', 'Confirmed')`),
    index('facility_bookings_facility_starts').on(t.facilityId, t.startsAt),
    index('facility_bookings_property_starts').on(t.propertyId, t.startsAt, t.id),
    index('facility_bookings_unit_starts').on(t.unitId, t.startsAt),
  ],
);
