import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { units } from '../units/tables';

/* The access cards (spec 001 §3). */

/** Spec 001 §3: an access card of a unit; serial numbers are unique across the platform. */
export const accessCards = pgTable(
  'access_cards',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    serialNumber: text('serial_number').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('access_cards_serial').on(sql`lower(${t.serialNumber})`),
    index('access_cards_unit').on(t.unitId, t.serialNumber),
  ],
);
