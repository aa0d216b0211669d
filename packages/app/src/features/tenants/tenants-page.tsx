import { Trans, useLingui } from '@lingui/react/macro';
import { can, formatDate, type Tenant } from '@strata/domain';
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

/** /d/tenants: the property's tenants, a page at a time, with search. */
export function TenantsPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const list = useList<Tenant>({
    queryKey: queryKeys.tenants.list,
    fetch: (api, { page, search }) => api.tenants.list({ page, search }),
  });
  const columns: DataTableColumn<Tenant>[] = [
    {
      id: 'name',
      header: t`Name`,
      cell: (tenant) => (
        <Link
          className="font-medium text-primary underline-offset-4 hover:underline"
          to={`/d/tenants/${tenant.id}`}
        >
          {tenant.name}
        </Link>
      ),
    },
    {
      id: 'created_at',
      header: t`Created At`,
      className: 'whitespace-nowrap',
      cell: (tenant) => formatDate(tenant.created_at),
    },
    {
      id: 'action',
      header: t`Action`,
      cell: (tenant) => (
        <Button variant="ghost" size="icon" asChild>
          <Link to={`/d/tenants/${tenant.id}?editMode=true`}>
            <Pencil aria-hidden />
            <span className="sr-only">{t`Edit ${tenant.name}`}</span>
          </Link>
        </Button>
      ),
    },
  ];
  const addButton = can(user, 'Tenants', 'Create') ? (
    <Button asChild>
      <Link to="/d/tenants/new">
        <Plus aria-hidden />
        <Trans>Add</Trans>
      </Link>
    </Button>
  ) : null;
  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={t`Tenants`} actions={addButton}>
        <ListToolbar search={<SearchToggle {...list.searchToggle} />} />
      </PageHeader>
      <DataTable
        aria-label={t`Tenants`}
        columns={columns}
        getRowId={(tenant) => String(tenant.id)}
        emptyAction={addButton}
        {...list.table}
      />
      <DataTablePagination aria-label={t`Tenants pages`} {...list.pagination} />
    </section>
  );
}
