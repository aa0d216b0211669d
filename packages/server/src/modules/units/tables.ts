import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, money, trigram } from '../../db/columns';
import { properties } from '../properties/tables';
import { users } from '../users/tables';

/* The units (spec 001 §3). */

/** Spec 001 §3: a unit with up to three owners (user_id, user_id_2, user_id_3). */
export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    unitNo: text('unit_no').notNull(),
    level: integer('level'),
    block: text('block'),
    squareFeet: integer('square_feet'),
    parkingLot: text('parking_lot'),
    parkingLot2: text('parking_lot_2'),
    maintenanceAmount: money('maintenance_amount'),
    waterAmount: numeric('water_amount', { precision: 12, scale: 4, mode: 'number' }),
    otherAmount: money('other_amount'),
    remark: text('remark'),
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    userId2: integer('user_id_2').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    userId3: integer('user_id_3').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    issueOn: date('issue_on'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('units_property_unit_no').on(t.propertyId, sql`lower(${t.unitNo})`),
    index('units_user').on(t.userId),
    index('units_user_2').on(t.userId2),
    index('units_user_3').on(t.userId3),
    // The units list: by unit number, within a property or across all.
    index('units_property_unit_no_order').on(t.propertyId, t.unitNo, t.id),
    index('units_unit_no_order').on(t.unitNo, t.id),
    trigram('units_unit_no_trgm', t.unitNo),
    trigram('units_block_trgm', t.block),
  ],
);

/**
 * How many units each property has, kept by the writes: each statement on units adds what it
 * changed in its own transaction, whoever runs it (triggers of migration 0015_unit_counts), so the
 * units list's total without a search is one row instead of a count over every unit of the
 * property (10,000 units: 1.4 ms of PostgreSQL's time a read; ADR 0025).
 */
export const unitCounts = pgTable('unit_counts', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  units: integer('units').notNull().default(0),
});
