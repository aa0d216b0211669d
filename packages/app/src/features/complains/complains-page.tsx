import { Trans, useLingui } from '@lingui/react/macro';
import { can, formatDate, type Complaint } from '@strata/domain';
import {
  Button,
  DataTable,
  DataTablePagination,
  ListToolbar,
  PageHeader,
  SearchToggle,
  type DataTableColumn,
} from '@strata/ui';
import { Pencil, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useList } from '../../lib/use-list';

/** /d/complains: the property's complains, a page at a time, with search. */
export function ComplainsPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const list = useList<Complaint>({
    queryKey: queryKeys.complains.list,
    fetch: (api, { page, search }) => api.complains.list({ page, search }),
  });
  const columns: DataTableColumn<Complaint>[] = [
    {
      id: 'name',
      header: t`Name`,
      cell: (complaint) => (
        <Link
          className="font-medium text-primary underline-offset-4 hover:underline"
          to={`/d/complains/${complaint.id}`}
        >
          {complaint.name}
        </Link>
      ),
    },
    {
      id: 'created_at',
      header: t`Created At`,
      className: 'whitespace-nowrap',
      cell: (complaint) => formatDate(complaint.created_at),
    },
    {
      id: 'action',
      header: t`Action`,
      cell: (complaint) => (
        <Button variant="ghost" size="icon" asChild>
          <Link to={`/d/complains/${complaint.id}?editMode=true`}>
            <Pencil aria-hidden />
            <span className="sr-only">{t`Edit ${complaint.name}`}</span>
          </Link>
        </Button>
      ),
    },
  ];
  const addButton = can(user, 'Complains', 'Create') ? (
    <Button asChild>
      <Link to="/d/complains/new">
        <Plus aria-hidden />
        <Trans>Add</Trans>
      </Link>
    </Button>
  ) : null;
  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={t`Complains`} actions={addButton}>
        <ListToolbar search={<SearchToggle {...list.searchToggle} />} />
      </PageHeader>
      <DataTable
        aria-label={t`Complains`}
        columns={columns}
        getRowId={(complaint) => String(complaint.id)}
        emptyAction={addButton}
        {...list.table}
      />
      <DataTablePagination aria-label={t`Complains pages`} {...list.pagination} />
    </section>
  );
}
