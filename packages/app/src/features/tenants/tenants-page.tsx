import { Trans, useLingui } from '@lingui/react/macro';
import { can, formatDate, isOwner, type Tenant, type TenantStatus } from '@strata/domain';
import {
  Button,
  cn,
  DataTable,
  DataTablePagination,
  inputVariants,
  ListToolbar,
  SearchToggle,
  type DataTableColumn,
} from '@strata/ui';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { queryKeys } from '../../lib/query-keys';
import { ServicePage } from '../../lib/service-page';
import { useSession } from '../../lib/session';
import { useList } from '../../lib/use-list';
import { useTenantStatusText } from './tenant-fields';
import { useTenantsLive } from './use-tenants-live';

const STATUS = 'status';
/** The status filter's choices (the domain's TENANT_STATUSES, which sit beside zod). */
const STATUSES: readonly TenantStatus[] = ['pending', 'verified', 'ended'];

/**
 * /d/tenants (spec 002 §1 Tenants service): owners see and register their units' tenants; staff
 * see the property's, filtered by status, to verify them. A page at a time, with search.
 */
export function TenantsPage() {
  const { t } = useLingui();
  const { user } = useSession();
  // Owners register their units' tenants; staff verify what owners register.
  const addButton =
    isOwner(user) && user?.unit_id != null && can(user, 'Tenants', 'Create') ? (
      <Button asChild>
        <Link to="/d/tenants/new">
          <Plus aria-hidden />
          <Trans>Register Tenant</Trans>
        </Link>
      </Button>
    ) : null;
  return (
    <ServicePage service="Tenants" title={t`Tenants`} actions={addButton}>
      <TenantsList addButton={addButton} />
    </ServicePage>
  );
}

/** The tenants list itself: read only when the service is on (a gated page calls nothing). */
function TenantsList({ addButton }: { addButton: ReactNode }) {
  const { t } = useLingui();
  const statusText = useTenantStatusText();
  const list = useList<Tenant>({
    queryKey: queryKeys.tenants.list,
    fetch: (api, { page, search, filters }) =>
      api.tenants.list({
        page,
        search,
        status: (filters?.[STATUS] || undefined) as Tenant['status'] | undefined,
      }),
    filters: [STATUS],
  });
  useTenantsLive();
  const columns: DataTableColumn<Tenant>[] = [
    {
      id: 'name',
      header: t`Name`,
      card: 'title',
      cell: (tenant) => (
        <Link
          className="font-medium text-primary underline-offset-4 hover:underline"
          to={`/d/tenants/${tenant.id}`}
        >
          {tenant.name}
        </Link>
      ),
    },
    { id: 'unit', header: t`Unit`, cell: (tenant) => tenant.unit.unit_no },
    { id: 'contact', header: t`Phone`, cell: (tenant) => tenant.contact },
    {
      id: 'tenancy',
      header: t`Tenancy`,
      className: 'whitespace-nowrap',
      cell: (tenant) => `${formatDate(tenant.start_date)} – ${formatDate(tenant.end_date)}`,
    },
    { id: 'status', header: t`Status`, cell: (tenant) => statusText(tenant.status) },
  ];
  return (
    <section className="flex flex-col gap-2">
      <ListToolbar
        search={<SearchToggle {...list.searchToggle} />}
        filters={
          <select
            aria-label={t`Status`}
            className={cn(inputVariants({ size: 'md' }), 'w-auto pe-8')}
            value={list.filter(STATUS)}
            onChange={(event) => list.setFilter(STATUS, event.target.value)}
          >
            <option value="">{t`All statuses`}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusText(status)}
              </option>
            ))}
          </select>
        }
      />
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
