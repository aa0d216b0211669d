import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, money } from '../../db/columns';
import { properties } from '../properties/tables';
import { units } from '../units/tables';
import { users } from '../users/tables';

/* Account statements and payments (spec 002 §2, §3). */

/**
 * Spec 002 §3: one account-statement row of a unit. An invoice is a debit (highlighted), a
 * verified payment a credit; a unit's outstanding is the sum of debits less credits.
 */
export const accountStatements = pgTable(
  'account_statements',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    date: date('date').notNull(),
    dueDate: date('due_date'),
    month: text('month'),
    refNo: text('ref_no').notNull(),
    description: text('description').notNull(),
    credit: money('credit').notNull().default(0),
    debit: money('debit').notNull().default(0),
    previousReading: numeric('previous_reading', { mode: 'number' }),
    currentReading: numeric('current_reading', { mode: 'number' }),
    paymentId: integer('payment_id').references((): AnyPgColumn => payments.id, {
      onDelete: 'set null',
    }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_statements_ref').on(t.propertyId, t.refNo),
    index('account_statements_unit_date').on(t.unitId, t.date, t.id),
    index('account_statements_property_date').on(t.propertyId, t.date, t.id),
    index('account_statements_date').on(t.date, t.id),
    // The balances of a property, by unit or in all (the dashboard, the outstanding figure of the
    // statements and payments lists), read from the index alone, in unit order, without the rows.
    index('account_statements_property_unit_balance').on(t.propertyId, t.unitId, t.debit, t.credit),
  ],
);

/**
 * A unit's balance on its property's statement (debits less credits), kept by the statement
 * triggers of migration 0014_unit_balances: each statement writing account statements adds what
 * it changed, in the same transaction, whoever wrote it. The dashboard and the statements and
 * payments lists read a property's outstanding from a row a unit instead of summing every
 * statement row at each call (docs/adr/0021-balances-kept-by-the-writes.md).
 */
export const unitBalances = pgTable(
  'unit_balances',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    // Unbounded: a sum of money(12,2) amounts.
    balance: numeric('balance', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.unitId] })],
);

/** Spec 002 §3: a payment with its receipt; Pending until a non-owner verifies or rejects it. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    date: date('date').notNull(),
    month: text('month'),
    refNo: text('ref_no').notNull(),
    amount: money('amount').notNull(),
    paymentType: text('payment_type').notNull(),
    bank: text('bank'),
    doc: text('doc'),
    status: text('status').notNull().default('Pending'),
    platform: text('platform').notNull().default('web_app'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_ref').on(t.propertyId, t.refNo),
    index('payments_property_status').on(t.propertyId, t.status),
    index('payments_unit').on(t.unitId, t.date, t.id),
    index('payments_property_date').on(t.propertyId, t.date, t.id),
    index('payments_date').on(t.date, t.id),
  ],
);
