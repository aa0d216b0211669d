import './mono-font';
import { useLingui } from '@lingui/react/macro';
import { formatDateTime, type ApiRequestLogRow, type ListResponse } from '@strata/domain';
import {
  DataTable,
  DataTablePagination,
  ListToolbar,
  PageHeader,
  SearchToggle,
  type DataTableColumn,
} from '@strata/ui';
import { queryKeys } from '../../lib/query-keys';
import { useList } from '../../lib/use-list';

/** The payload's JSON indented for reading; any other text as it is. */
function prettyPayload(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * /d/api-request-log (spec 002 §2, developer user): every API request with who made it, the
 * URL, the (redacted) payload, the platform and browser, and when; searchable and paged.
 */
export function ApiRequestLogPage() {
  const { t } = useLingui();
  const list = useList<ApiRequestLogRow, ListResponse<ApiRequestLogRow>>({
    queryKey: queryKeys.apiRequestLog.list,
    fetch: (api, { page, search }) => api.apiRequestLog.list({ page, search }),
  });

  const columns: DataTableColumn<ApiRequestLogRow>[] = [
    { id: 'username', header: t`Name`, cell: (row) => row.username },
    {
      id: 'url',
      header: t`URL`,
      className: 'max-w-xs',
      cell: (row) => <span className="font-mono text-xs break-all">{row.url}</span>,
    },
    {
      id: 'post_data',
      header: t`Payload`,
      className: 'max-w-sm',
      // One line until opened, so a long payload does not stretch the row.
      cell: (row) =>
        row.post_data ? (
          <details className="font-mono text-xs">
            <summary className="cursor-pointer truncate">{row.post_data}</summary>
            <pre className="mt-1 break-all whitespace-pre-wrap">{prettyPayload(row.post_data)}</pre>
          </details>
        ) : null,
    },
    {
      id: 'platform',
      header: t`Platform`,
      cell: (row) => (
        <span className="flex flex-col">
          <span>{row.platform}</span>
          {row.userAgent && (
            <span className="text-xs text-muted-foreground">
              {row.userAgent.platform} · {row.userAgent.browser}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'created_at',
      header: t`Created At`,
      className: 'whitespace-nowrap',
      cell: (row) => formatDateTime(row.created_at),
    },
  ];

  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={t`Api Request Log`}>
        <ListToolbar search={<SearchToggle {...list.searchToggle} />} />
      </PageHeader>
      <DataTable
        aria-label={t`Api requests`}
        columns={columns}
        getRowId={(row) => String(row.id)}
        {...list.table}
      />
      <DataTablePagination aria-label={t`Api requests pages`} {...list.pagination} />
    </section>
  );
}
