import { useLingui } from '@lingui/react/macro';
import {
  auditReferences,
  formatAuditActivity,
  formatDateTime,
  type AuditEntry,
  type AuditReference,
} from '@strata/domain';
import {
  DataTable,
  DataTablePagination,
  ListToolbar,
  PageHeader,
  SearchToggle,
  type DataTableColumn,
} from '@strata/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { queryKeys } from '../../lib/query-keys';
import { useRealtimeEvents } from '../../lib/realtime';
import { useList } from '../../lib/use-list';
import {
  auditEntryFromLive,
  prependAuditEntry,
  showsLiveActivity,
  type AuditPage as AuditAnswer,
} from './audit-live';

/** How long a live entry stays highlighted. */
export const FLASH_MS = 4000;

/** Where a referenced code opens (our design: the support or POS list searched for the code). */
function referenceHref({ kind, code }: AuditReference): string {
  const list = kind === 'ticket' || kind === 'subTicket' ? '/d/support' : '/d/pos';
  return `${list}?search=${encodeURIComponent(code)}`;
}

/** The ids of live entries, each highlighted for {@link FLASH_MS}. */
function useFlash(): [(id: number) => boolean, (id: number) => void] {
  const [flashing, setFlashing] = useState<readonly number[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const flash = (id: number) => {
    setFlashing((ids) => [...ids, id]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFlashing((ids) => ids.filter((shown) => shown !== id));
    }, FLASH_MS);
    timers.current.add(timer);
  };
  return [(id) => flashing.includes(id), flash];
}

/**
 * /d/audit (spec 001 §2 'Audit page'): Username, Activity, Date and Time, searchable and paged.
 * A new `activity-log` entry from the realtime connection goes on top, flashing, while page 0 with
 * no search is shown (spec 001 §4); the route guard keeps out whoever lacks View on Audit.
 */
export function AuditPage() {
  const { t } = useLingui();
  const { mutate } = useSWRConfig();
  const list = useList<AuditEntry, AuditAnswer>({
    queryKey: queryKeys.audit.list,
    fetch: (api, { page, search }) => api.audit.list({ page, search }),
  });
  const [isFlashing, flash] = useFlash();
  const place = { page: list.page, search: list.search };

  useRealtimeEvents((event) => {
    if (event.type !== 'message' || event.message.type !== 'activity-log') return;
    if (!showsLiveActivity(place) || list.status !== 'ready') return;
    const entry = auditEntryFromLive(event.message.data);
    void mutate(
      queryKeys.audit.list({ page: 0, search: '', filters: {} }),
      (answer: AuditAnswer | undefined) => answer && prependAuditEntry(answer, entry),
      { revalidate: false },
    );
    flash(entry.id);
  });

  const columns: DataTableColumn<AuditEntry>[] = [
    { id: 'username', header: t`Username`, cell: (entry) => entry.username },
    {
      id: 'activity',
      header: t`Activity`,
      cell: (entry) => (
        <span className="flex flex-wrap items-baseline gap-x-2">
          <span>{formatAuditActivity(entry)}</span>
          {auditReferences(entry).map((reference) => (
            <Link
              key={reference.kind}
              className="font-medium text-primary underline-offset-4 hover:underline"
              to={referenceHref(reference)}
            >
              {reference.code}
            </Link>
          ))}
        </span>
      ),
    },
    {
      id: 'created_at',
      header: t`Date and Time`,
      className: 'whitespace-nowrap',
      cell: (entry) => formatDateTime(entry.created_at),
    },
  ];

  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={t`Audit`}>
        <ListToolbar search={<SearchToggle {...list.searchToggle} />} />
      </PageHeader>
      <DataTable
        aria-label={t`Audit log`}
        columns={columns}
        getRowId={(entry) => String(entry.id)}
        isRowHighlighted={(entry) => isFlashing(entry.id)}
        {...list.table}
      />
      <DataTablePagination aria-label={t`Audit log pages`} {...list.pagination} />
    </section>
  );
}
