import { Trans, useLingui } from '@lingui/react/macro';
import { can, formatDate, isSuperUser, type Property } from '@strata/domain';
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
import { Pencil, Plus } from 'lucide-react';
import { Link, Navigate } from 'react-router-dom';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useList } from '../../lib/use-list';

/**
 * /d/properties (spec 001 §2, §6): the super user's 'Properties Management'; an admin lands on
 * their own property's detail.
 */
export function PropertiesPage() {
  const { user } = useSession();
  if (!isSuperUser(user) && user?.property_id != null)
    return <Navigate to={`/d/properties/${user.property_id}`} replace />;
  return <PropertiesList />;
}

function PropertiesList() {
  const { t } = useLingui();
  const { user } = useSession();
  const list = useList<Property>({
    queryKey: queryKeys.properties.list,
    fetch: (api, { page, search }) => api.properties.list({ page, search }),
  });
  const columns: DataTableColumn<Property>[] = [
    {
      id: 'name',
      header: t`Name`,
      cell: (property) => (
        <Link
          className="font-medium text-primary underline-offset-4 hover:underline"
          to={`/d/properties/${property.id}`}
        >
          {property.name}
        </Link>
      ),
    },
    { id: 'total_unit', header: t`Total Units`, cell: (property) => property.total_unit },
    { id: 'city', header: t`City`, cell: (property) => property.city },
    {
      id: 'created_at',
      header: t`Created At`,
      className: 'whitespace-nowrap',
      cell: (property) => formatDate(property.created_at),
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (property) => (
        <Pill variant={property.active ? 'success' : 'inactive'}>
          {property.active ? t`Active` : t`Inactive`}
        </Pill>
      ),
    },
    {
      id: 'action',
      header: t`Action`,
      cell: (property) => (
        <Button variant="ghost" size="icon" asChild>
          <Link to={`/d/properties/${property.id}?editMode=true`}>
            <Pencil aria-hidden />
            <span className="sr-only">{t`Edit ${property.name}`}</span>
          </Link>
        </Button>
      ),
    },
  ];
  const addButton = can(user, 'Properties', 'Create') ? (
    <Button asChild>
      <Link to="/d/properties/new">
        <Plus aria-hidden />
        <Trans>Add</Trans>
      </Link>
    </Button>
  ) : null;
  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={t`Properties Management`} actions={addButton}>
        <ListToolbar search={<SearchToggle {...list.searchToggle} />} />
      </PageHeader>
      <DataTable
        aria-label={t`Properties`}
        columns={columns}
        getRowId={(property) => String(property.id)}
        emptyAction={addButton}
        {...list.table}
      />
      <DataTablePagination aria-label={t`Properties pages`} {...list.pagination} />
    </section>
  );
}
