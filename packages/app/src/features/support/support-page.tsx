import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime, isSuperUser, type ListResponse, type SupportReport } from '@strata/domain';
import {
  Button,
  DataTable,
  DataTablePagination,
  ListToolbar,
  PageHeader,
  SearchToggle,
  type DataTableColumn,
} from '@strata/ui';
import { Eye, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { inScope, queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useList } from '../../lib/use-list';
import { SupportDetailDialog } from './support-detail-dialog';
import { SupportReportDialog } from './support-report-dialog';
import { SupportStatusPill } from './support-status';

/**
 * /d/support (spec 002 §2 'Support page'): the bug reports (a super user sees everyone's, with the
 * reporter's name), Add opens 'Description of Issues / Bug', View opens the detail modal where a
 * super user marks a Pending report resolved.
 */
export function SupportPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const superUser = isSuperUser(user);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<SupportReport | null>(null);
  const list = useList<SupportReport, ListResponse<SupportReport>>({
    queryKey: queryKeys.support.list,
    fetch: (api, { page, search }) => api.support.list({ page, search }),
  });
  // A report changes the list and the Support counter of the menu (bug_report).
  const refresh = () => {
    void mutate(inScope('support'));
    void mutate(queryKeys.notification());
  };

  const columns: DataTableColumn<SupportReport>[] = [
    { id: 'name', header: t`Name`, cell: (report) => report.username, hidden: !superUser },
    {
      id: 'report',
      header: t`Report`,
      className: 'max-w-md',
      cell: (report) => <span className="line-clamp-2 break-words">{report.report}</span>,
    },
    {
      id: 'created_at',
      header: t`Date`,
      className: 'whitespace-nowrap',
      cell: (report) => formatDateTime(report.created_at),
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (report) => <SupportStatusPill status={report.status} />,
    },
    {
      id: 'view',
      header: t`View`,
      cell: (report) => (
        <Button variant="ghost" size="icon" onClick={() => setViewing(report)}>
          <Eye aria-hidden />
          <span className="sr-only">{t`View report ${formatDateTime(report.created_at)}`}</span>
        </Button>
      ),
    },
  ];

  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Plus aria-hidden />
      <Trans>Add</Trans>
    </Button>
  );

  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={t`Support`} actions={addButton}>
        <ListToolbar search={<SearchToggle {...list.searchToggle} />} />
      </PageHeader>
      <DataTable
        aria-label={t`Bug reports`}
        columns={columns}
        getRowId={(report) => String(report.id)}
        showRowNumbers
        {...list.table}
      />
      <DataTablePagination aria-label={t`Bug reports pages`} {...list.pagination} />
      {adding && <SupportReportDialog onClose={() => setAdding(false)} onSent={refresh} />}
      {viewing && (
        <SupportDetailDialog
          report={viewing}
          superUser={superUser}
          onClose={() => setViewing(null)}
          onResolved={refresh}
        />
      )}
    </section>
  );
}
