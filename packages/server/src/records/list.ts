import { PAGE_SIZE } from '@strata/domain';
import { and, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database';

/** The rows of zero-based `page` (spec 001 §9: 20 a page). */
export function pageWindow(page: number) {
  return { limit: PAGE_SIZE, offset: page * PAGE_SIZE };
}

/** `%search%` for ILIKE, with the pattern characters escaped. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Where a list's search looks: a column or an SQL expression (matched with ILIKE), or a condition
 * built from the `%search%` pattern, for a match that an index on another table answers (an
 * owner's name: `units.user_id = any(array(select id from users where name ilike …))`).
 */
export type SearchIn = AnyPgColumn | SQL | ((pattern: string) => SQL);

/**
 * The condition "any of `columns` contains `search`" (case-insensitive substring, spec 001 §9),
 * or none for an empty search.
 */
export function matching(search: string | undefined, columns: SearchIn[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    ...columns.map((column) =>
      typeof column === 'function' ? column(pattern) : ilike(column, pattern),
    ),
  );
}

/** What a list reads: its filters, the columns `search` matches, its order, and the page. */
export type ListQuery = {
  page: number;
  search?: string | undefined;
  /** Conditions every row meets (scope, tab, parent record); undefined ones are skipped. */
  filters: (SQL | undefined)[];
  /** The columns (or expressions, or conditions) `search` is matched in. */
  searchIn: SearchIn[];
  orderBy: (AnyPgColumn | SQL)[];
};

/** The column a list's query selects beside its rows: how many rows the whole list has. */
export type ListTotal = SQL.Aliased<number>;

/** Columns a shared list query takes beside its own (the list's `total`). */
export type ListColumns = Record<string, SQL.Aliased>;

/**
 * One page of a list and its total (spec 001 §3: `{ data, total }`, 20 a page, page from 0,
 * `search` as a case-insensitive substring of any of `searchIn`), in one statement (issue 17).
 *
 * `select` builds the rows' query with its joins and no conditions, selecting the `total` it is
 * handed beside the row's fields (`(total) => orm.select({ ...getTableColumns(units), total })
 * .from(units).$dynamic()`). The total is a scalar subquery over the same query and conditions,
 * so joins that filters or search read count alike; PostgreSQL runs it once per statement, from an
 * index where one covers the filters, while the page itself stops after its 20 rows (a window
 * `count(*) over ()` would read every row of the list to answer page 0). A page past the end has no
 * row to carry the total, so only then is it counted on its own.
 */
export async function pagedSearch<Query extends PgSelect, Item>(
  db: Executor,
  select: (total: ListTotal) => Query,
  list: ListQuery,
  serialise: (rows: Awaited<Query>) => Item[] | Promise<Item[]>,
): Promise<{ data: Item[]; total: number }> {
  const where = and(...list.filters, matching(list.search, list.searchIn));
  const counted = select(sql<number>`null`.as('total')).where(where);
  // Drizzle puts the embedded query in parentheses.
  const total = sql<number>`(select count(*) from ${counted} as counted)`
    .mapWith(Number)
    .as('total');
  const { limit, offset } = pageWindow(list.page);
  const rows = (await select(total)
    .where(where)
    .orderBy(...list.orderBy)
    .limit(limit)
    .offset(offset)) as Awaited<Query>;
  const first = rows[0] as { total: number } | undefined;
  return {
    data: await serialise(rows),
    total: first ? first.total : Number(await db.$count(sql`${counted} as counted`)),
  };
}
