import { PAGE_SIZE } from '@strata/domain';
import { and, count, ilike, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database';
import { preparedOnce } from './prepared';

/** The rows of zero-based `page` (spec 001 §9: 20 a page). */
export function pageWindow(page: number) {
  return { limit: PAGE_SIZE, offset: page * PAGE_SIZE };
}

/** `%search%` for ILIKE, with the pattern characters escaped. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A column or SQL expression a search is matched in. */
type Searched = AnyPgColumn | SQL;

/** The test "`column` contains the search" (by pattern or by position, see `isShort`). */
export type Matches = (column: Searched) => SQL;

/**
 * Where a list's search looks: a column or an SQL expression, or a condition built with the
 * search's own test, for a match that an index on another table answers (an owner's name:
 * `units.user_id = any(array(select id from users where <name matches>))`).
 */
export type SearchIn = Searched | ((matches: Matches) => SQL);

/**
 * The longest search a trigram index cannot answer. pg_trgm takes a `%search%` pattern's trigrams
 * from the search itself, and one or two characters make none: the index would hand back every
 * row, so PostgreSQL reads the rows in list order and tests each one whatever the plan.
 */
const SHORT_SEARCH = 2;

/**
 * Whether `search` is matched by its position in each column's lower case rather than with ILIKE.
 * `strpos(lower(…), lower(…)) > 0` is what ILIKE does with a `%search%` pattern in a multibyte
 * encoding, without the pattern machinery (PGlite: a two-letter owners search 2.7 ms instead of
 * 8.6); no index serves either for a short search, and with no pattern to weigh its statement can
 * be prepared, as a generic plan is the plan.
 */
const isShort = (search: string) => [...search].length <= SHORT_SEARCH;

/** The test for a short search (the search itself, or a prepared statement's placeholder). */
const byPosition =
  (search: string | Placeholder): Matches =>
  (column) =>
    sql`strpos(lower(${column}), lower(${search}::text)) > 0`;

/** The test for a `%search%` pattern (or a prepared statement's placeholder). */
const byPattern =
  (pattern: string | Placeholder): Matches =>
  (column) =>
    ilike(column, pattern);

/** "any of `columns` passes `matches`". */
function anyMatches(matches: Matches, columns: SearchIn[]): SQL | undefined {
  return or(
    ...columns.map((column) => (typeof column === 'function' ? column(matches) : matches(column))),
  );
}

/**
 * The condition "any of `columns` contains `search`" (case-insensitive substring, spec 001 §9),
 * or none for an empty search.
 */
export function matching(search: string | undefined, columns: SearchIn[]): SQL | undefined {
  if (!search) return undefined;
  return anyMatches(isShort(search) ? byPosition(search) : byPattern(likePattern(search)), columns);
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
  /**
   * Runs the list as a prepared statement named `name` (one per shape of filters):
   * built and planned once per connection, then only executed. The filters then compare with
   * `sql.placeholder(…)`s that `values` fills; the search pattern, limit and offset are filled in
   * here.
   */
  prepared?: { name: string; values: Record<string, unknown> };
  /**
   * The list's total as the writes keep it (a counter row, ADR 0025), read instead of counting
   * the list when there is no search: only for filters the counter answers exactly.
   */
  kept?: SQL<number>;
};

/** The column a list's query selects beside its rows: how many rows the whole list has. */
export type ListTotal = SQL.Aliased<number>;

/** Columns a shared list query takes beside its own (the list's `total`). */
export type ListColumns = Record<string, SQL.Aliased>;

/**
 * One page of a list and its total (spec 001 §3: `{ data, total }`, 20 a page, page from 0,
 * `search` as a case-insensitive substring of any of `searchIn`), in one statement.
 *
 * `select` builds the rows' query with its joins and no conditions, selecting the `total` it is
 * handed beside the row's fields (`(total) => orm.select({ ...getTableColumns(units), total })
 * .from(units).$dynamic()`). The total is a scalar subquery over the same query and conditions,
 * so joins that filters or search read count alike; PostgreSQL runs it once per statement, from an
 * index where one covers the filters, while the page itself stops after its 20 rows (a window
 * `count(*) over ()` would read every row of the list to answer page 0). A page past the end has no
 * row to carry the total, so only then is it counted on its own (an empty first page: 0).
 */
export async function pagedSearch<Query extends PgSelect, Item>(
  db: Executor,
  select: (total: ListTotal) => Query,
  list: ListQuery,
  serialise: (rows: Awaited<Query>) => Item[] | Promise<Item[]>,
): Promise<{ data: Item[]; total: number }> {
  const { limit, offset } = pageWindow(list.page);
  const search = list.search || undefined;
  const short = search !== undefined && isShort(search);
  /** What the search binds: the search itself (short) or its `%search%` pattern. */
  const value = search === undefined ? undefined : short ? search : likePattern(search);
  const prepared = list.prepared;
  const bound = value !== undefined && prepared ? sql.placeholder('search') : value;
  const where = and(
    ...list.filters,
    bound === undefined
      ? undefined
      : anyMatches(short ? byPosition(bound) : byPattern(bound), list.searchIn),
  );
  const counted = () => select(sql<number>`null`.as('total')).where(where);
  const page = () => {
    // Drizzle puts the embedded query in parentheses.
    const counter =
      search === undefined && list.kept
        ? list.kept
        : sql<number>`(select count(*) from ${counted()} as counted)`;
    const total = sql<number>`${counter}`.mapWith(Number).as('total');
    return select(total)
      .where(where)
      .orderBy(...list.orderBy)
      .limit(prepared ? sql.placeholder('limit') : limit)
      .offset(prepared ? sql.placeholder('offset') : offset);
  };
  const countAll = () => db.select({ total: count() }).from(sql`${counted()} as counted`);
  const values = prepared && { ...prepared.values, search: value, limit, offset };
  const kind = search === undefined ? '' : short ? '_short' : '_search';
  const name = prepared && `${prepared.name}${kind}`;
  // A pattern search runs as an unnamed statement (drizzle still builds it once): PostgreSQL plans
  // it for its pattern every time. A named one falls back after five runs to a generic plan that
  // cannot weigh the pattern, and walks every row of the property in list order (10,000 units:
  // 5 ms instead of 0.4 ms through the trigram indexes). A short search has no pattern to weigh.
  const statement = kind === '_search' ? '' : name!;
  const rows = (
    values
      ? await preparedOnce(db, name!, () => page().prepare(statement)).execute(values)
      : await page()
  ) as Awaited<Query>;
  const first = rows[0] as { total: number } | undefined;
  if (first) return { data: await serialise(rows), total: first.total };
  // The first page empty: the list is.
  if (offset === 0) return { data: await serialise(rows), total: 0 };
  // A page past the end has no row to carry the total: count on its own.
  const [all] = values
    ? await preparedOnce(db, `${name!}_count`, () =>
        countAll().prepare(statement && `${statement}_count`),
      ).execute(values)
    : await countAll();
  return { data: await serialise(rows), total: Number(all?.total ?? 0) };
}
