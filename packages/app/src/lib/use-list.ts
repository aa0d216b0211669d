import {
  isCentralReadFailure,
  readPlaceText,
  ListState,
  PAGE_SIZE,
  pageIndicator,
  rowNumber,
  type ApiClient,
  type ApiFailure,
  type ApiResult,
} from '@strata/domain';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Key } from 'swr';
import { useApi, useHandleFailure } from './api';
import type { ListParams } from './query-keys';

/** What every list call answers (spec 001 §3 'List response shape'), plus any extras. */
export type ListAnswer<Row> = { data: Row[]; total: number };

/** Options of {@link useList}. */
export type UseListOptions<Row, Answer extends ListAnswer<Row>> = {
  /** The named query key of one page (from `queryKeys`); null waits (e.g. for an id). */
  queryKey: (params: ListParams) => Key | null;
  /** The domain call for one page. */
  fetch: (api: ApiClient, params: ListParams) => Promise<ApiResult<Answer>>;
  /** URL parameters that filter the list (e.g. ['property_id']); changing one returns to page 0. */
  filters?: readonly string[];
  /** Rows per page (spec 001 §9: 20). */
  pageSize?: number;
};

/** The list's loading state, as the data table shows it. */
export type ListStatus = 'loading' | 'error' | 'ready';

/** What {@link useList} returns: the page's rows and everything the table, paginator and search need. */
export type ListBinding<Row, Answer extends ListAnswer<Row>> = {
  rows: Row[];
  /** The whole answer (for extras such as the units list's `properties`). */
  answer: Answer | undefined;
  total: number;
  /** Zero-based page shown. */
  page: number;
  pageSize: number;
  totalPages: number;
  /** 'n / total pages', or null when the list has no rows. */
  pageIndicator: string | null;
  /** The submitted search. */
  search: string;
  status: ListStatus;
  failure: ApiFailure | undefined;
  /** The number row `index` of this page shows: numbers continue across pages. */
  rowNumber: (index: number) => number;
  /** The value of a filter from the URL ('' when unset). */
  filter: (name: string) => string;
  /** Sets a filter in the URL ('' removes it) and returns to page 0. */
  setFilter: (name: string, value: string) => void;
  /** Removes every filter of the list from the URL at once and returns to page 0. */
  clearFilters: () => void;
  /** Fetches the page again (after a save or a delete). */
  refresh: () => void;
  /** Props for @strata/ui's DataTable. */
  table: {
    rows: Row[];
    page: number;
    pageSize: number;
    status: ListStatus;
    errorMessage: string | undefined;
    onRetry: () => void;
  };
  /** Props for @strata/ui's DataTablePagination. */
  pagination: {
    page: number;
    total: number;
    pageSize: number;
    onPageChange: (page: number) => void;
  };
  /** Props for @strata/ui's SearchToggle. */
  searchToggle: {
    value: string;
    onValueChange: (text: string) => void;
    onSearch: (text: string) => void;
    defaultOpen: boolean;
  };
};

/** URL parameter names the list writes (spec 001 §2, kept so back, forward and reload keep the place). */
export const LIST_URL_PARAMS = { page: 'page', search: 'search', tab: 'tab' } as const;

/** The zero-based page for the URL's `page`, which counts from 1 like the page indicator. */
function pageFromUrl(value: string | null): number {
  const shown = Number(value);
  return Number.isInteger(shown) && shown > 1 ? shown - 1 : 0;
}

type Place = { page: number; search: string };

function writePlace(params: URLSearchParams, { page, search }: Place): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 0) next.set(LIST_URL_PARAMS.page, String(page + 1));
  else next.delete(LIST_URL_PARAMS.page);
  if (search !== '') next.set(LIST_URL_PARAMS.search, search);
  else next.delete(LIST_URL_PARAMS.search);
  return next;
}

/**
 * One list screen's state, like refine's useTable: the domain's {@link ListState} (the list rules
 * of spec 001 §2) bound to the URL (`?page=&search=` plus filters, so back/forward and reload keep
 * the place), to SWR under a named query key, and shaped for the data table, the paginator and
 * the search toggle. The table shows a failed read in place (with retry); a failure that ends the
 * session or needs a modal (spec 000 §8) goes to the central handler.
 */
export function useList<Row, Answer extends ListAnswer<Row> = ListAnswer<Row>>({
  queryKey,
  fetch,
  filters: filterNames = [],
  pageSize = PAGE_SIZE,
}: UseListOptions<Row, Answer>): ListBinding<Row, Answer> {
  const [params, setParams] = useSearchParams();
  const urlPage = pageFromUrl(params.get(LIST_URL_PARAMS.page));
  const urlSearch = params.get(LIST_URL_PARAMS.search) ?? '';
  const [state] = useState(() => new ListState({ page: urlPage, search: urlSearch, pageSize }));
  const snapshot = useSyncExternalStore(state.subscribe, state.getSnapshot, state.getSnapshot);

  // Back, forward or a link moved the URL: the list follows it.
  useEffect(() => {
    state.restore({ page: urlPage, search: urlSearch });
  }, [state, urlPage, urlSearch]);

  // Runs a ListState rule, then writes where the list ended up into the URL (a history entry).
  const move = useCallback(
    (rule: (list: ListState) => void, { replace = false } = {}) => {
      const before = state.getSnapshot();
      rule(state);
      const { page, search } = state.getSnapshot();
      if (page === before.page && search === before.search && !replace) return;
      setParams((current) => writePlace(current, { page, search }), { replace });
    },
    [state, setParams],
  );

  const filterKey = filterNames.join('\u0000');
  const filters = useMemo(() => {
    const chosen: Record<string, string> = {};
    for (const name of filterKey === '' ? [] : filterKey.split('\u0000')) {
      const value = params.get(name);
      if (value) chosen[name] = value;
    }
    return chosen;
  }, [params, filterKey]);

  const listParams: ListParams = useMemo(
    () => ({ page: snapshot.page, search: snapshot.search, filters }),
    [snapshot.page, snapshot.search, filters],
  );
  const response = useApi<Answer>(queryKey(listParams), (api) => fetch(api, listParams), {
    silent: true,
  });
  const answer = response.data;

  // The table shows a failure in place; only those it cannot show go to the central handler.
  useGlobalFailure(response.error);

  // The server's total decides the pages; a page past the end moves back (without a new entry).
  useEffect(() => {
    if (answer === undefined) return;
    const before = state.getSnapshot().page;
    state.setTotal(answer.total);
    if (state.getSnapshot().page !== before) move(() => {}, { replace: true });
  }, [answer, state, move]);

  const status: ListStatus = answer ? 'ready' : response.error ? 'error' : 'loading';
  const rows = answer?.data ?? [];
  const total = answer?.total ?? 0;
  const { page, search, searchText } = snapshot;
  const revalidate = response.mutate;
  const refresh = useCallback(() => void revalidate(), [revalidate]);
  const setPage = useCallback((next: number) => move((list) => list.setPage(next)), [move]);

  return {
    rows,
    answer,
    total,
    page,
    pageSize,
    totalPages: snapshot.totalPages,
    pageIndicator: pageIndicator(page, snapshot.totalPages),
    search,
    status,
    failure: response.error,
    rowNumber: (index) => rowNumber(page, index, pageSize),
    filter: (name) => filters[name] ?? '',
    setFilter: (name, value) => {
      state.setPage(0);
      setParams((current) => {
        const next = writePlace(current, { page: 0, search: state.getSnapshot().search });
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      });
    },
    // One URL change for all of them: setParams' updater reads the URL of the last render, so
    // a setFilter per filter would each undo the one before.
    clearFilters: () => {
      state.setPage(0);
      setParams((current) => {
        const next = writePlace(current, { page: 0, search: state.getSnapshot().search });
        for (const name of filterNames) next.delete(name);
        return next;
      });
    },
    refresh,
    table: {
      rows,
      page,
      pageSize,
      status,
      // A failure shown centrally (a 400's error modal, 409, 429) is not said again in the table.
      errorMessage: readPlaceText(response.error),
      onRetry: refresh,
    },
    pagination: { page, total, pageSize, onPageChange: setPage },
    searchToggle: {
      value: searchText,
      onValueChange: (text) => move((list) => list.changeSearchText(text)),
      onSearch: (text) => move((list) => list.submitSearch(text)),
      defaultOpen: search !== '',
    },
  };
}

/**
 * For a read whose screen shows its failure in place (`silent`): hands the failures the catalogue
 * shows centrally to the handler (spec 000 §8: 401/402/403 end the session, 409 and 429 open their
 * modals, and a 400 opens the error modal with the server's text while the place keeps its retry).
 */
export function useGlobalFailure(failure: ApiFailure | undefined): void {
  const handleFailure = useHandleFailure();
  useEffect(() => {
    if (!failure) return;
    if (isCentralReadFailure(failure)) handleFailure(failure);
  }, [failure, handleFailure]);
}

/**
 * The `?tab=` of a screen with tabs: the tab shown, and a setter that opens another tab on its
 * first page with no search (spec 001 §2: switching tabs resets to page 0).
 */
export function useUrlTab<Tab extends string>(
  tabs: readonly Tab[],
  fallback: Tab,
  /** The URL parameter; a second row of tabs inside a tab takes its own name. */
  param: string = LIST_URL_PARAMS.tab,
): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get(param);
  const tab = tabs.find((candidate) => candidate === asked) ?? fallback;
  const setTab = useCallback(
    (next: Tab) =>
      setParams((current) => {
        const updated = writePlace(current, { page: 0, search: '' });
        if (next === fallback) updated.delete(param);
        else updated.set(param, next);
        return updated;
      }),
    [setParams, fallback, param],
  );
  return [tab, setTab];
}
