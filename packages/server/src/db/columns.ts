import { customType, index, numeric, timestamp, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

/* Column and index helpers the tables share. */

/** A row's creation time, set by the database. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** An amount of money: numeric(12,2), read as a number. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * A trigram index on a searched text column: lists search with `ILIKE '%…%'`, which no
 * B-tree can answer. pg_trgm ships with PostgreSQL and PGlite; migration 0004 creates it and
 * names its operator class by the extension's schema, so the index lands in any search path.
 * Without fastupdate, rows join the index as they are written: a pending list (which PGlite, with
 * no autovacuum, would never merge) made every search after a bulk import scan it whole.
 */
export const trigram = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops')).with({ fastupdate: false });

/**
 * Raw bytes. node-postgres reads bytea as a Buffer and PGlite as a Uint8Array; both come back as
 * a Buffer.
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
