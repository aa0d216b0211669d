import { useCallback, useMemo, useRef, useState } from 'react';

/** One choice of a select or autocomplete. */
export type SelectOption = { value: string; label: string; disabled?: boolean };

/** Loads one batch of options from the server: `offset` and `limit` page through `search` hits. */
export type LoadOptions = (query: {
  offset: number;
  limit: number;
  search: string;
}) => Promise<{ options: SelectOption[]; total: number }>;

/** Where a batch stands: fetching, settled, or failed. */
export type BatchStatus = 'idle' | 'loading' | 'error';

type Remote = { items: SelectOption[]; total: number; status: BatchStatus };

/**
 * Options shown `batchSize` at a time, from a plain array or an async `loadOptions` source.
 * `restart(search)` starts over at the first batch; `loadMore(shown)` asks for the batch after
 * `shown` options and is idempotent, so a scroll and a key press asking at once load one batch.
 */
export function useOptionBatches({
  options,
  loadOptions,
  batchSize,
}: {
  options: readonly SelectOption[] | undefined;
  loadOptions: LoadOptions | undefined;
  batchSize: number;
}) {
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(batchSize);
  const [remote, setRemote] = useState<Remote>({ items: [], total: 0, status: 'idle' });
  const [unfilteredTotal, setUnfilteredTotal] = useState<number | null>(null);
  const request = useRef(0);
  const pending = useRef(false);

  const filtered = useMemo(() => {
    if (!options) return [];
    const needle = search.trim().toLocaleLowerCase();
    return needle === ''
      ? options
      : options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
  }, [options, search]);

  const fetchBatch = useCallback(
    (offset: number, text: string) => {
      if (!loadOptions) return;
      const id = ++request.current;
      pending.current = true;
      setRemote((previous) =>
        offset === 0
          ? { items: [], total: 0, status: 'loading' }
          : { ...previous, status: 'loading' },
      );
      loadOptions({ offset, limit: batchSize, search: text.trim() }).then(
        (result) => {
          if (id !== request.current) return;
          pending.current = false;
          setRemote((previous) => ({
            items: offset === 0 ? result.options : [...previous.items, ...result.options],
            total: result.total,
            status: 'idle',
          }));
          if (text.trim() === '') setUnfilteredTotal(result.total);
        },
        () => {
          if (id !== request.current) return;
          pending.current = false;
          setRemote((previous) => ({ ...previous, status: 'error' }));
        },
      );
    },
    [loadOptions, batchSize],
  );

  const restart = useCallback(
    (text: string) => {
      setSearch(text);
      setLimit(batchSize);
      fetchBatch(0, text);
    },
    [batchSize, fetchBatch],
  );

  const loadMore = useCallback(
    (shown: number) => {
      if (loadOptions) {
        if (pending.current || shown < remote.items.length || shown >= remote.total) return;
        fetchBatch(shown, search);
      } else {
        setLimit((current) => Math.max(current, shown + batchSize));
      }
    },
    [loadOptions, remote.items.length, remote.total, fetchBatch, search, batchSize],
  );

  if (loadOptions) {
    return {
      items: remote.items,
      total: remote.total,
      status: remote.status,
      hasMore: remote.items.length < remote.total,
      unfilteredTotal,
      search,
      restart,
      loadMore,
    };
  }
  return {
    items: filtered.slice(0, limit),
    total: filtered.length,
    status: 'idle' as BatchStatus,
    hasMore: limit < filtered.length,
    unfilteredTotal: options?.length ?? 0,
    search,
    restart,
    loadMore,
  };
}
