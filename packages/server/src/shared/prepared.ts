import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { mapRowsOnce } from './row-mapper';

/*
 * Statements built once. Drizzle builds a query's SQL text from its objects on every run, which
 * on the busy hour's reads cost more of the main thread than anything but the sockets (the bench's
 * CPU profile, docs/adr/0023). A prepared statement is built the first time and then only has its
 * `sql.placeholder(…)`s filled; one name is one shape of query, so the names say the shape (which
 * conditions it has), and the values go in the placeholders.
 */

type Prepared = { execute(values?: Record<string, unknown>): Promise<unknown> };

/** Prepared statements, per query builder (each database has its own) and name. */
const prepared = new WeakMap<Executor, Map<string, Prepared>>();

/**
 * The query builder's prepared statement `name`, built by `prepare` the first time: its SQL is
 * built once, and each run only fills its `sql.placeholder(…)`s (and maps its rows with a mapper
 * built once, shared/row-mapper.ts). One name is one shape of query.
 */
export function preparedOnce<Query extends Prepared>(
  db: Executor,
  name: string,
  prepare: () => Query,
): Query {
  let named = prepared.get(db);
  if (!named) prepared.set(db, (named = new Map()));
  let query = named.get(name);
  if (!query) named.set(name, (query = mapRowsOnce(prepare())));
  return query as Query;
}

/**
 * One row whose columns are `figures` (each a subquery or an SQL expression), read in one
 * statement: one round trip, and on PGlite one turn of its connection. Prepared as `name`:
 * `figures` is called once per name, so it must build the same statement for every call with
 * that name, taking what differs from `values` through placeholders.
 */
export async function figuresRow<Name extends string>(
  db: Executor,
  name: string,
  figures: () => Record<Name, SQLWrapper>,
  values: Record<string, unknown>,
): Promise<Partial<Record<Name, unknown>>> {
  const query = preparedOnce(db, name, () => {
    const columns = Object.fromEntries(
      Object.entries<SQLWrapper>(figures()).map(([column, figure]) => [column, sql`(${figure})`]),
    ) as Record<string, SQL>;
    return db
      .select(columns)
      .from(sql`(select 1) as one`)
      .prepare(name);
  });
  const [row] = (await query.execute(values)) as Partial<Record<Name, unknown>>[];
  return row ?? {};
}
