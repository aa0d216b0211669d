import { Column, is, SQL, Subquery } from 'drizzle-orm';

/*
 * Rows of a prepared select mapped by a mapper built once per statement. Drizzle maps each row of a
 * select field by field, and for every field works out again how to decode it (several `is()`
 * checks that walk class chains, an iterator over the field's path): on the uncached units list,
 * 20 rows of 21 fields, that was 18 % of the server's CPU, the most of anything Strata itself does
 * (docs/adr/0026). The decoders do not change between runs of one statement, so they are looked up
 * once here; each row then only runs its fields' own decoders.
 */

/** A value's decoder: a column, or an SQL expression's `mapWith`. */
type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** A selected field as drizzle orders them: its key (path) and what it selects. */
type OrderedField = { path: string[]; field: unknown };

/**
 * What drizzle's prepared query keeps (the same on node-postgres and PGlite; private in its
 * types): the fields it maps rows to, and a mapper which, when set, it hands the rows instead.
 */
type MappedQuery = {
  fields?: OrderedField[];
  customResultMapper?: (rows: unknown[][]) => unknown;
};

/** An SQL expression: its decoder is `mapWith`'s (internal in drizzle's types). */
type Decoded = { decoder: Decoder };

/** The decoder drizzle picks for `field` (its `mapResultRow`, drizzle-orm/utils). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: Decoded } })._.sql.decoder;
  return (field as { sql: Decoded }).sql.decoder;
}

/**
 * The rows as objects keyed by the fields' names, each value decoded by its field's decoder: what
 * drizzle's own mapping answers for a select of fields side by side (no nested objects, so no
 * join's all-null object to turn into null).
 */
function flatRowMapper(fields: OrderedField[]): (rows: unknown[][]) => unknown[] {
  const keys = fields.map(({ path }) => path[0]!);
  const decoders = fields.map(({ field }) => decoderOf(field));
  const count = keys.length;
  return (rows) =>
    rows.map((row) => {
      const mapped: Record<string, unknown> = {};
      for (let index = 0; index < count; index += 1) {
        const value = row[index];
        mapped[keys[index]!] = value === null ? null : decoders[index]!.mapFromDriverValue(value);
      }
      return mapped;
    });
}

/**
 * Gives a prepared select whose fields sit side by side a mapper built once (see above); any other
 * query (nested fields such as a join's object, or no fields) keeps drizzle's own mapping.
 */
export function mapRowsOnce<Query>(query: Query): Query {
  const mapped = query as MappedQuery;
  const fields = mapped.fields;
  if (!Array.isArray(fields) || mapped.customResultMapper !== undefined) return query;
  if (fields.length === 0 || fields.some(({ path }) => path.length !== 1)) return query;
  mapped.customResultMapper = flatRowMapper(fields);
  return query;
}
