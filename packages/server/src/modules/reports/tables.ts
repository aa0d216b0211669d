import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, money } from '../../db/columns';
import { properties } from '../properties/tables';
import { users } from '../users/tables';

/* Bookings and the data behind the reports (spec 002 §3). */

/** Spec 002 §3 reports data: a booking agent (group types, company). */
export const agents = pgTable('agents', {
  id: serial('id').primaryKey(),
  propertyId: integer('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  companyName: text('company_name').notNull(),
  groupType: text('group_type').notNull().default('Agent'),
});

/** Spec 002 §3 reports data: a package that can be booked. */
export const packages = pgTable('packages', {
  id: serial('id').primaryKey(),
  propertyId: integer('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  price: money('price').notNull(),
});

/** Spec 002 §3 reports data: a jetty. */
export const jettys = pgTable('jettys', {
  id: serial('id').primaryKey(),
  propertyId: integer('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
});

/** Spec 002 §3 reports data: a food or other add-on. */
export const addons = pgTable('addons', {
  id: serial('id').primaryKey(),
  propertyId: integer('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  price: money('price').notNull(),
});

/** A boat of a property, by its operator: the trips of the trip and boat_operator reports. */
export const boats = pgTable('boats', {
  id: serial('id').primaryKey(),
  propertyId: integer('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** normal or chartered (spec 002 §9 boat types). */
  boatType: text('boat_type').notNull().default('normal'),
  operator: text('operator').notNull(),
  capacity: integer('capacity').notNull(),
});

/** Spec 002 §3 reports data: how a booking was paid. */
export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** The bookings the bubble counters count: refund or cancel asked, VVIP, pending charters. */
export const BOOKING_FLAGGED =
  "(refund_requested_at is not null or cancel_requested_at is not null or vvip or (boat_type = 'chartered' and status = 'pending'))";

/**
 * A booking (ticket), behind the reports and the booking counters (refund and cancel requests,
 * VVIP and charter bookings). Staff on reports are the property's staff users.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
    jettyId: integer('jetty_id').references(() => jettys.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    platform: text('platform').notNull(),
    status: text('status').notNull(),
    boatType: text('boat_type').notNull().default('normal'),
    tripType: text('trip_type'),
    groupType: text('group_type').notNull().default('Individual'),
    vvip: boolean('vvip').notNull().default(false),
    counter: integer('counter'),
    shift: integer('shift'),
    passengers: integer('passengers').notNull().default(1),
    /** Of the passengers: children and seniors (the rest are adults). */
    children: integer('children').notNull().default(0),
    seniors: integer('seniors').notNull().default(0),
    amount: money('amount').notNull(),
    boatId: integer('boat_id').references(() => boats.id, { onDelete: 'set null' }),
    customerName: text('customer_name'),
    customerPhone: text('customer_phone'),
    /** When the ticket was scanned at the jetty (the redemption reports). */
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** How often the ticket was printed again (the reprint report). */
    reprints: integer('reprints').notNull().default(0),
    /** A voided ticket: when, and the note the staff wrote (the void_note report). */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidNote: text('void_note'),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    departureAt: timestamp('departure_at', { withTimezone: true }).notNull(),
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bookings_property_status').on(t.propertyId, t.status),
    // The reports read a property's bookings by purchase or departure time (spec 002 §7).
    index('bookings_property_purchased').on(t.propertyId, t.purchasedAt),
    index('bookings_property_departure').on(t.propertyId, t.departureAt),
    // The bubble counters read only the flagged bookings (modules/session/session-user.ts).
    index('bookings_flagged').on(t.propertyId).where(sql.raw(BOOKING_FLAGGED)),
  ],
);

/** The add-ons of a booking. */
export const bookingAddons = pgTable(
  'booking_addons',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    addonId: integer('addon_id')
      .notNull()
      .references(() => addons.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.addonId] })],
);
