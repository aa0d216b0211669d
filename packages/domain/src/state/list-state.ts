import { PAGE_SIZE as DEFAULT_PAGE_SIZE } from '../constants/limits';

/** What a paginated, searchable list shows right now. */
export type ListSnapshot = {
  /** Zero-based page index (spec 001 §3). */
  page: number;
  pageSize: number;
  /** What the search box holds, typed but maybe not yet submitted. */
  searchText: string;
  /** The search the rows are filtered by: the text last submitted with Enter, trimmed. */
  search: string;
  /** Rows matching the search on the server. */
  total: number;
  /** Pages the total fills; 0 when there are no rows. */
  totalPages: number;
};

/** Initial values of {@link ListState}, e.g. read from the URL. */
export type ListStateOptions = {
  page?: number;
  pageSize?: number;
  search?: string;
  total?: number;
};

/** Pages the `total` rows fill at `pageSize` a page; 0 for no rows. */
export function totalPages(total: number, pageSize: number = DEFAULT_PAGE_SIZE): number {
  if (!(total > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(total / pageSize);
}

/** Spec 001 §2: row numbers continue across pages, so page 2 (zero-based) row 0 is 41. */
export function rowNumber(
  page: number,
  index: number,
  pageSize: number = DEFAULT_PAGE_SIZE,
): number {
  return page * pageSize + index + 1;
}

/**
 * Spec 001 §2: the page indicator 'n / total pages' for the zero-based `page`; an empty list has
 * no indicator (it shows 'No Data'), so this is null when there are no pages.
 */
export function pageIndicator(page: number, pages: number): string | null {
  if (!(pages > 0)) return null;
  const shown = Math.min(Math.max(0, Math.trunc(page)), pages - 1) + 1;
  return `${shown} / ${pages}`;
}

function clampPage(page: number, total: number, pageSize: number): number {
  const last = Math.max(0, totalPages(total, pageSize) - 1);
  const whole = Number.isFinite(page) ? Math.trunc(page) : 0;
  return Math.min(Math.max(0, whole), last);
}

/**
 * The page and search of one list screen (spec 001 §2 'Common list behaviour'): Enter runs the
 * search and returns to page 0, emptying the box restores the full list, the page stays within
 * the total. The app fetches whenever `page` or `search` change and reports the `total` back.
 */
export class ListState {
  readonly #listeners = new Set<() => void>();
  #snapshot: ListSnapshot;
  // Until the server reports a total, a page asked for (from the URL) cannot be judged.
  #totalKnown: boolean;

  constructor(options: ListStateOptions = {}) {
    const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
    const total = Math.max(0, options.total ?? 0);
    const search = (options.search ?? '').trim();
    this.#totalKnown = options.total !== undefined;
    this.#snapshot = {
      // Before the first answer the total is unknown, so the initial page is kept as asked.
      page:
        options.total === undefined
          ? Math.max(0, Math.trunc(options.page ?? 0))
          : clampPage(options.page ?? 0, total, pageSize),
      pageSize,
      searchText: search,
      search,
      total,
      totalPages: totalPages(total, pageSize),
    };
  }

  /** Calls `listener` whenever the snapshot changes; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /** The current state; the same object until something changes. */
  getSnapshot = (): ListSnapshot => this.#snapshot;

  /** Pages the current total fills. */
  get totalPages(): number {
    return this.#snapshot.totalPages;
  }

  /** Updates the search box; emptying it while a search is active restores the full list. */
  changeSearchText(text: string): void {
    if (text.trim() === '' && this.#snapshot.search !== '') {
      this.#update({ searchText: text, search: '', page: 0 });
      return;
    }
    this.#update({ searchText: text });
  }

  /** Enter in the search box: filters by the trimmed text and returns to page 0. */
  submitSearch(text: string): void {
    this.#update({ searchText: text, search: text.trim(), page: 0 });
  }

  /** Moves to page `page`, kept within the first and the last page. */
  setPage(page: number): void {
    this.#update({ page: clampPage(page, this.#snapshot.total, this.#snapshot.pageSize) });
  }

  /**
   * Returns to a place kept outside the list (the URL after back or forward, or a reload): its
   * page and submitted search, with the box showing that search. Like a page given to the
   * constructor, the page is kept as asked until the server has reported a total.
   */
  restore(place: { page: number; search: string }): void {
    const search = place.search.trim();
    this.#update({ page: this.#judgePage(place.page), search, searchText: search });
  }

  /** Records the total the server reported; a page past the new last page moves back to it. */
  setTotal(total: number): void {
    const safe = Number.isFinite(total) ? Math.max(0, Math.trunc(total)) : 0;
    const { pageSize, page } = this.#snapshot;
    this.#totalKnown = true;
    this.#update({
      total: safe,
      totalPages: totalPages(safe, pageSize),
      page: clampPage(page, safe, pageSize),
    });
  }

  #judgePage(page: number): number {
    const { total, pageSize } = this.#snapshot;
    if (this.#totalKnown) return clampPage(page, total, pageSize);
    return Number.isFinite(page) ? Math.max(0, Math.trunc(page)) : 0;
  }

  #update(change: Partial<ListSnapshot>): void {
    const next = { ...this.#snapshot, ...change };
    const keys = Object.keys(next) as (keyof ListSnapshot)[];
    if (keys.every((key) => next[key] === this.#snapshot[key])) return;
    this.#snapshot = next;
    for (const listener of [...this.#listeners]) listener();
  }
}
