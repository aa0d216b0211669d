import { useLingui } from '@lingui/react/macro';
import { formatDate, type Unit, type User } from '@strata/domain';
import {
  DataTable,
  DataTablePagination,
  ListToolbar,
  SearchToggle,
  type DataTableColumn,
} from '@strata/ui';
import { Link } from 'react-router-dom';
import { UserPresence } from '../../lib/presence';
import { queryKeys, type ListParams } from '../../lib/query-keys';
import { useList, type ListBinding } from '../../lib/use-list';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** One searchable, paged list of a tab. */
function TabList<Row>({
  label,
  pagesLabel,
  columns,
  list,
}: {
  label: string;
  pagesLabel: string;
  columns: DataTableColumn<Row>[];
  list: ListBinding<Row, { data: Row[]; total: number }>;
}) {
  return (
    <div className="flex flex-col gap-3">
      <ListToolbar search={<SearchToggle {...list.searchToggle} />} />
      <DataTable
        aria-label={label}
        columns={columns}
        getRowId={(row) => String((row as { id: number }).id)}
        {...list.table}
      />
      <DataTablePagination aria-label={pagesLabel} {...list.pagination} />
    </div>
  );
}

const withProperty = (params: ListParams, propertyId: number): ListParams => ({
  ...params,
  filters: { ...params.filters, property_id: String(propertyId) },
});

/**
 * The super user's Admins or Owners tab of a property (spec 001 §2): the property's users, with
 * who is online and a chat button for provider staff.
 */
export function PropertyUsersTab({
  propertyId,
  type,
}: {
  propertyId: number;
  type: 'admins' | 'owners';
}) {
  const { t } = useLingui();
  const list = useList<User>({
    queryKey: (params) => queryKeys.users.list(type, withProperty(params, propertyId)),
    fetch: (api, { page, search }) =>
      api.users.list({ type, property_id: propertyId, page, search }),
  });
  const columns: DataTableColumn<User>[] = [
    {
      id: 'name',
      header: t`Name`,
      cell: (user) => (
        <span className="flex items-center gap-2">
          <Link className={linkClass} to={`/d/${type}/${user.id}`}>
            {user.name}
          </Link>
          <UserPresence user={user} />
        </span>
      ),
    },
    { id: 'username', header: t`Username`, cell: (user) => user.username },
    { id: 'contact', header: t`Phone`, cell: (user) => user.contact },
    { id: 'role', header: t`Role`, cell: (user) => user.role },
  ];
  return type === 'admins' ? (
    <TabList label={t`Admins`} pagesLabel={t`Admins pages`} columns={columns} list={list} />
  ) : (
    <TabList label={t`Owners`} pagesLabel={t`Owners pages`} columns={columns} list={list} />
  );
}

/** The super user's Units tab of a property (spec 001 §2). */
export function PropertyUnitsTab({ propertyId }: { propertyId: number }) {
  const { t } = useLingui();
  const list = useList<Unit>({
    queryKey: (params) => queryKeys.units.list(withProperty(params, propertyId)),
    fetch: (api, { page, search }) => api.units.list({ property_id: propertyId, page, search }),
  });
  const columns: DataTableColumn<Unit>[] = [
    {
      id: 'unit_no',
      header: t`Unit No`,
      className: 'whitespace-nowrap',
      cell: (unit) => (
        <Link className={linkClass} to={`/d/units/${unit.id}`}>
          {unit.unit_no}
        </Link>
      ),
    },
    { id: 'owner', header: t`Owner`, cell: (unit) => unit.user?.name ?? '' },
    { id: 'square_feet', header: t`Square Footage`, cell: (unit) => unit.square_feet ?? '' },
    {
      id: 'created_at',
      header: t`Created At`,
      className: 'whitespace-nowrap',
      cell: (unit) => formatDate(unit.created_at),
    },
  ];
  return <TabList label={t`Units`} pagesLabel={t`Units pages`} columns={columns} list={list} />;
}
