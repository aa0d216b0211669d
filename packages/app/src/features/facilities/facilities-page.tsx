import { Trans, useLingui } from '@lingui/react/macro';
import { can, formatRM, isOwner, type Facility } from '@strata/domain';
import {
  Button,
  DataTable,
  DataTablePagination,
  ListToolbar,
  SearchToggle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type DataTableColumn,
} from '@strata/ui';
import { Pencil, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { queryKeys } from '../../lib/query-keys';
import { ServicePage } from '../../lib/service-page';
import { useSession } from '../../lib/session';
import { useList, useUrlTab } from '../../lib/use-list';
import { FacilityBookingsList, type BookingsMode } from './facility-bookings-list';

const TABS = ['facilities', 'bookings'] as const;

/** The facilities, a page at a time, with search; staff edit them from here. */
function FacilitiesList({ addButton }: { addButton: ReactNode }) {
  const { t } = useLingui();
  const { user } = useSession();
  const list = useList<Facility>({
    queryKey: queryKeys.facilities.list,
    fetch: (api, { page, search }) => api.facilities.list({ page, search }),
  });
  const edits = !isOwner(user) && can(user, 'Facilities', 'Update');
  const columns: DataTableColumn<Facility>[] = [
    {
      id: 'name',
      header: t`Name`,
      card: 'title',
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
      id: 'hours',
      header: t`Opening hours`,
      className: 'whitespace-nowrap',
      cell: (facility) => `${facility.opens} - ${facility.closes}`,
    },
    {
      id: 'slot',
      header: t`Slot length`,
      cell: (facility) => t`${facility.slot_minutes} minutes`,
    },
    {
      id: 'fee',
      header: t`Fee`,
      cell: (facility) => (facility.fee > 0 ? formatRM(facility.fee) : t`Free`),
    },
    {
      id: 'approval',
      header: t`Needs approval`,
      cell: (facility) => (facility.needs_approval ? t`Yes` : t`No`),
    },
    {
      id: 'action',
      header: t`Action`,
      card: 'actions',
      hidden: !edits,
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
  return (
    <div className="flex flex-col gap-3">
      <ListToolbar search={<SearchToggle {...list.searchToggle} />} />
      <DataTable
        aria-label={t`Facilities`}
        columns={columns}
        getRowId={(facility) => String(facility.id)}
        emptyAction={addButton}
        {...list.table}
      />
      <DataTablePagination aria-label={t`Facilities pages`} {...list.pagination} />
    </div>
  );
}

/**
 * /d/facilities (spec 002 §1 Facilities), behind the Facilities service: the facilities (a name
 * opens its week of slots), and a Bookings tab: staff review the property's bookings, a guard
 * sees today's, an owner their own ('My bookings').
 */
export function FacilitiesPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const [tab, setTab] = useUrlTab(TABS, 'facilities');
  const owner = isOwner(user);
  const mode: BookingsMode = owner
    ? 'mine'
    : can(user, 'Facilities', 'Update')
      ? 'review'
      : 'today';
  const addButton =
    !owner && can(user, 'Facilities', 'Create') ? (
      <Button asChild>
        <Link to="/d/facilities/new">
          <Plus aria-hidden />
          <Trans>Add</Trans>
        </Link>
      </Button>
    ) : null;
  const bookingsLabel = {
    mine: t`My bookings`,
    review: t`Bookings`,
    today: t`Today's bookings`,
  }[mode];
  return (
    <ServicePage service="Facilities" title={t`Facilities`} actions={addButton}>
      <Tabs
        value={tab}
        onValueChange={(next) => setTab(next as typeof tab)}
        className="flex flex-col gap-3"
      >
        <TabsList aria-label={t`Facilities tabs`}>
          <TabsTrigger value="facilities">{t`Facilities`}</TabsTrigger>
          <TabsTrigger value="bookings">{bookingsLabel}</TabsTrigger>
        </TabsList>
        <TabsContent value="facilities">
          <FacilitiesList addButton={addButton} />
        </TabsContent>
        <TabsContent value="bookings">
          <FacilityBookingsList mode={mode} />
        </TabsContent>
      </Tabs>
    </ServicePage>
  );
}
