import { Trans, useLingui } from '@lingui/react/macro';
import {
  formatDateTime,
  type BubbleCounters,
  type InboxItem,
  type InboxListResponse,
} from '@strata/domain';
import {
  Button,
  DataTable,
  DataTablePagination,
  ListToolbar,
  PageHeader,
  Pill,
  SearchToggle,
  type DataTableColumn,
} from '@strata/ui';
import { Archive, CheckCheck, Eye, Inbox, Paperclip, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../lib/api';
import { ConfirmAction } from '../../lib/confirm-action';
import { inScope, queryKeys } from '../../lib/query-keys';
import { useRealtimeEvents } from '../../lib/realtime';
import { useFormAction } from '../../lib/use-form-action';
import { useList } from '../../lib/use-list';
import { InboxMessageDialog } from './inbox-message-dialog';

/** The URL parameter of archive mode (spec 002 §2: "selected by a parameter"): `?archive=1`. */
export const ARCHIVE_PARAM = 'archive';

/** The bulk changes behind a 'Hold On'. */
type BulkChange = 'delete-all' | 'clear-archive';

/**
 * Keeps the inbox and the menu's unread counter current: every change revalidates both, and
 * every `inbox` or `get-bubble` message from the socket refreshes the list shown.
 */
function useInboxRefresh(unread: number | undefined) {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => {
    void mutate(inScope('inbox'));
    void mutate(queryKeys.notification());
  }, [mutate]);
  useRealtimeEvents((event) => {
    if (event.type !== 'message') return;
    if (event.message.type === 'inbox' || event.message.type === 'get-bubble')
      void mutate(inScope('inbox'));
  });
  // The list's own count is the freshest: the menu shows the same number at once.
  useEffect(() => {
    if (unread === undefined) return;
    void mutate(
      queryKeys.notification(),
      (current: BubbleCounters | undefined) =>
        current && current.unread_notification !== unread
          ? { ...current, unread_notification: unread }
          : current,
      { revalidate: false },
    );
  }, [unread, mutate]);
  return refresh;
}

function InboxScreen({ archive }: { archive: boolean }) {
  const { t } = useLingui();
  const api = useApiClient();
  const [viewing, setViewing] = useState<InboxItem | null>(null);
  const [removing, setRemoving] = useState<InboxItem | null>(null);
  const [bulk, setBulk] = useState<BulkChange | null>(null);
  const list = useList<InboxItem, InboxListResponse>({
    queryKey: (params) => queryKeys.inbox.list(archive, params),
    fetch: (client, { page, search }) => client.inbox.list({ page, search, archive }),
  });
  const unread = list.answer?.unread_notification;
  const refresh = useInboxRefresh(unread);
  const markAll = useFormAction({
    action: () => api.inbox.markAllAsRead(),
    success: t`All messages has been marked as read`,
    onSuccess: refresh,
  });

  const columns: DataTableColumn<InboxItem>[] = [
    {
      id: 'title',
      header: t`Title`,
      cell: (item) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className={item.is_read ? undefined : 'font-semibold'}>{item.title}</span>
          {!item.is_read && <Pill variant="info">{t`New`}</Pill>}
        </span>
      ),
    },
    {
      id: 'created_at',
      header: t`Date`,
      className: 'whitespace-nowrap',
      cell: (item) => formatDateTime(item.created_at),
    },
    {
      id: 'attachment',
      header: t`Attachment`,
      cell: (item) =>
        item.attachment ? (
          <>
            <Paperclip aria-hidden className="size-4" />
            <span className="sr-only">{t`Has an attachment`}</span>
          </>
        ) : null,
    },
    {
      id: 'action',
      header: t`Action`,
      className: 'whitespace-nowrap',
      cell: (item) => (
        <>
          <Button variant="ghost" size="icon" onClick={() => setViewing(item)}>
            <Eye aria-hidden />
            <span className="sr-only">{t`View ${item.title}`}</span>
          </Button>
          {!archive && (
            <Button variant="ghost" size="icon" onClick={() => setRemoving(item)}>
              <Trash2 aria-hidden />
              <span className="sr-only">{t`Delete ${item.title}`}</span>
            </Button>
          )}
        </>
      ),
    },
  ];

  const empty = list.status !== 'ready' || list.total === 0;
  const actions = archive ? (
    <>
      <Button variant="outline" asChild>
        <Link to="/d/inbox">
          <Inbox aria-hidden />
          <Trans>Inbox</Trans>
        </Link>
      </Button>
      <Button variant="destructive" disabled={empty} onClick={() => setBulk('clear-archive')}>
        <Trash2 aria-hidden />
        <Trans>Clear Archive</Trans>
      </Button>
    </>
  ) : (
    <>
      <Button variant="outline" asChild>
        <Link to={`/d/inbox?${ARCHIVE_PARAM}=1`}>
          <Archive aria-hidden />
          <Trans>Archive</Trans>
        </Link>
      </Button>
      <Button
        variant="outline"
        disabled={!unread || markAll.pending}
        onClick={() => void markAll.submit(undefined)}
      >
        <CheckCheck aria-hidden />
        <Trans>Mark All as Read</Trans>
      </Button>
      <Button variant="destructive" disabled={empty} onClick={() => setBulk('delete-all')}>
        <Trash2 aria-hidden />
        <Trans>Delete All</Trans>
      </Button>
    </>
  );

  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={archive ? t`Archive` : t`Inbox`} actions={actions}>
        <ListToolbar search={<SearchToggle {...list.searchToggle} />} />
      </PageHeader>
      <DataTable
        aria-label={archive ? t`Archived messages` : t`Messages`}
        columns={columns}
        getRowId={(item) => String(item.id)}
        isRowHighlighted={(item) => !item.is_read}
        {...list.table}
      />
      <DataTablePagination aria-label={t`Messages pages`} {...list.pagination} />
      <InboxMessageDialog item={viewing} onClose={() => setViewing(null)} onChanged={refresh} />
      <ConfirmAction
        target={removing}
        onClose={() => setRemoving(null)}
        title={t`Hold On`}
        message={t`Delete "${removing?.title ?? ''}"? It moves to the archive.`}
        confirmLabel={t`Delete`}
        action={(item) => api.inbox.remove([item.id])}
        success={t`Message has been removed`}
        onSuccess={refresh}
      />
      <ConfirmAction
        target={bulk}
        onClose={() => setBulk(null)}
        title={t`Hold On`}
        message={
          bulk === 'clear-archive'
            ? t`Clear the archive? Its messages are deleted for good.`
            : t`Delete all messages? They move to the archive.`
        }
        confirmLabel={bulk === 'clear-archive' ? t`Clear Archive` : t`Delete All`}
        action={(change) =>
          change === 'clear-archive' ? api.inbox.clearArchive() : api.inbox.removeAll()
        }
        success={
          bulk === 'clear-archive' ? t`Archive has been cleared` : t`All messages has been removed`
        }
        onSuccess={refresh}
      />
    </section>
  );
}

/**
 * /d/inbox (spec 002 §2, §4): the signed-in user's messages, unread ones marked New; view (which
 * marks read) and delete (to the archive) per row, Mark All as Read and Delete All; `?archive=1`
 * shows the archive with Clear Archive. The menu's unread counter follows every change.
 */
export function InboxPage() {
  const [params] = useSearchParams();
  const archive = params.get(ARCHIVE_PARAM) === '1';
  // A fresh list per mode: switching starts on page 1 with no search.
  return <InboxScreen key={archive ? 'archive' : 'inbox'} archive={archive} />;
}
