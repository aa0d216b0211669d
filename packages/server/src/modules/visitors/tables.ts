import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, trigram } from '../../db/columns';
import { properties } from '../properties/tables';
import { units } from '../units/tables';
import { users } from '../users/tables';

/* The visitors and their passes (spec 001 §3). */

/**
 * Spec 000 §3 / 001 §3: a visitor registration with its unique QR code. Its status is derived
 * (Upcoming, Checked In, Checked Out, Expired), not stored.
 */
export const visitors = pgTable(
  'visitors',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    qrcode: text('qrcode').notNull().unique(),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    vehicleNo: text('vehicle_no').notNull(),
    type: text('type').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    checkedOutBy: integer('checked_out_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('visitors_property_start').on(t.propertyId, t.startDate),
    index('visitors_unit').on(t.unitId),
    index('visitors_property_start_order').on(t.propertyId, t.startDate, t.id),
    index('visitors_start_order').on(t.startDate, t.id),
    trigram('visitors_name_trgm', t.name),
    trigram('visitors_contact_trgm', t.contact),
    trigram('visitors_vehicle_no_trgm', t.vehicleNo),
    trigram('visitors_qrcode_trgm', t.qrcode),
  ],
);
