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
 * The condition "any of `columns` contains `search`" (case-insensitive substring, spec 001 §9),
 * or none for an empty search. A column may be an SQL expression (an owner's name by subquery).
 */
export function matching(
  search: string | undefined,
  columns: (AnyPgColumn | SQL)[],
): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** What a list reads: its filters, the columns `search` matches, its order, and the page. */
export type ListQuery = {
  page: number;
  search?: string | undefined;
  /** Conditions every row meets (scope, tab, parent record); undefined ones are skipped. */
  filters: (SQL | undefined)[];
  /** The columns (or expressions) `search` is matched in. */
  searchIn: (AnyPgColumn | SQL)[];
  orderBy: (AnyPgColumn | SQL)[];
};

/**
 * One page of a list and its total (spec 001 §3: `{ data, total }`, 20 a page, page from 0,
 * `search` as a case-insensitive substring of any of `searchIn`). `select` is the rows' query
 * with its joins and no conditions (`orm.select().from(units).$dynamic()`); the total counts the
 * same query, so joins that filters or search read count alike. `serialise` turns the page's rows
 * into wire records.
 */
export async function pagedSearch<Query extends PgSelect, Item>(
  db: Executor,
  select: Query,
  list: ListQuery,
  serialise: (rows: Awaited<Query>) => Item[] | Promise<Item[]>,
): Promise<{ data: Item[]; total: number }> {
  const filtered = select.where(and(...list.filters, matching(list.search, list.searchIn)));
  // Drizzle puts the embedded query in parentheses.
  const total = await db.$count(sql`${filtered} as counted`);
  const { limit, offset } = pageWindow(list.page);
  const rows = (await filtered
    .orderBy(...list.orderBy)
    .limit(limit)
    .offset(offset)) as Awaited<Query>;
  return { data: await serialise(rows), total: Number(total) };
}
