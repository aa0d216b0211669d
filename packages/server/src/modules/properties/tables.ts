import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/* The properties and their services (spec 001 §3, spec 002 §1). */

/** Spec 001 §3: a property (condominium) with its bank data. */
export const properties = pgTable('properties', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  developer: text('developer'),
  managedBy: text('managed_by'),
  email: text('email').notNull(),
  contact: text('contact').notNull(),
  bankName: text('bank_name'),
  bankAcc: text('bank_acc'),
  address: text('address').notNull(),
  address2: text('address_2'),
  postcode: text('postcode').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  active: boolean('active').notNull().default(true),
  img: text('img'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec 002 §1: the seven services a property may enable (all_services). */
export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Which services each property has enabled. */
export const propertyServices = pgTable(
  'property_services',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    enabledAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.serviceId] })],
);
