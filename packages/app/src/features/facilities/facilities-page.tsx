import { Trans, useLingui } from '@lingui/react/macro';
import { can, formatDate, type Facility } from '@strata/domain';
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

/** /d/facilities: the property's facilities, a page at a time, with search. */
export function FacilitiesPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const list = useList<Facility>({
    queryKey: queryKeys.facilities.list,
    fetch: (api, { page, search }) => api.facilities.list({ page, search }),
  });
  const columns: DataTableColumn<Facility>[] = [
    {
      id: 'name',
      header: t`Name`,
      cell: (facility) => (
        <Link
          className="font-medium text-primary underline-offset-4 hover:underline"
          to={`/d/facilities/${facility.id}`}
        >
          {facility.name}
        </Link>
      ),
    },
    {
      id: 'created_at',
      header: t`Created At`,
      className: 'whitespace-nowrap',
      cell: (facility) => formatDate(facility.created_at),
    },
    {
      id: 'action',
      header: t`Action`,
      cell: (facility) => (
        <Button variant="ghost" size="icon" asChild>
          <Link to={`/d/facilities/${facility.id}?editMode=true`}>
            <Pencil aria-hidden />
            <span className="sr-only">{t`Edit ${facility.name}`}</span>
          </Link>
        </Button>
      ),
    },
  ];
  const addButton = can(user, 'Facilities', 'Create') ? (
    <Button asChild>
      <Link to="/d/facilities/new">
        <Plus aria-hidden />
        <Trans>Add</Trans>
      </Link>
    </Button>
  ) : null;
  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={t`Facilities`} actions={addButton}>
        <ListToolbar search={<SearchToggle {...list.searchToggle} />} />
      </PageHeader>
      <DataTable
        aria-label={t`Facilities`}
        columns={columns}
        getRowId={(facility) => String(facility.id)}
        emptyAction={addButton}
        {...list.table}
      />
      <DataTablePagination aria-label={t`Facilities pages`} {...list.pagination} />
    </section>
  );
}
