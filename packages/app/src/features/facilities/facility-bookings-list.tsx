import { useLingui } from '@lingui/react/macro';
import {
  BOOKING_STATUSES,
  formatRM,
  type FacilityBooking,
  type FacilityBookingStatus,
} from '@strata/domain';
import {
  Button,
  cn,
  DataTable,
  DataTablePagination,
  inputVariants,
  ListToolbar,
  Pill,
  SearchToggle,
  type DataTableColumn,
} from '@strata/ui';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApi, useApiClient } from '../../lib/api';
import { ConfirmAction } from '../../lib/confirm-action';
import { PropertySelect } from '../../lib/property-select';
import { inScope, queryKeys } from '../../lib/query-keys';
import { useList } from '../../lib/use-list';
import { CancelBooking } from './facility-booking-dialogs';
import { useFacilityLive } from './use-facility-live';

/**
 * Whose bookings a list shows: staff review the property's (filters, approve, reject, cancel),
 * a guard sees today's (read-only), an owner their own (cancel).
 */
export type BookingsMode = 'review' | 'today' | 'mine';

const STATUS_PILL = {
  Pending: 'warning',
  Confirmed: 'success',
  Rejected: 'danger',
  Cancelled: 'neutral',
} as const;

/** Today in Malaysia (UTC+8) as 'yyyy-mm-dd'. */
function malaysianToday() {
  return new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** The statuses in the active language. */
function useStatusText() {
  const { t } = useLingui();
  return (status: FacilityBookingStatus) =>
    ({
      Pending: t({ message: 'Pending', context: 'booking waiting for approval' }),
      Confirmed: t`Confirmed`,
      Rejected: t`Rejected`,
      Cancelled: t`Cancelled`,
    })[status];
}

/** The facility filter's choices: the property's facilities (first page, by name). */
function useFacilityOptions(enabled: boolean) {
  const facilities = useApi(
    enabled ? queryKeys.facilities.list({ page: 0, search: '', filters: {} }) : null,
    (api) => api.facilities.list({ page: 0 }),
  );
  return (facilities.data?.data ?? []).map((row) => ({ id: row.id, name: row.name }));
}

/** Spec 002 §1 Facilities: a list of facility bookings for staff, a guard or an owner. */
export function FacilityBookingsList({ mode }: { mode: BookingsMode }) {
  const { t } = useLingui();
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  const statusText = useStatusText();
  const [reviewing, setReviewing] = useState<{
    booking: FacilityBooking;
    decision: 'approve' | 'reject';
  } | null>(null);
  const [cancelling, setCancelling] = useState<FacilityBooking | null>(null);
  useFacilityLive();
  const today = mode === 'today' ? malaysianToday() : undefined;
  const list = useList<FacilityBooking>({
    queryKey: (params) =>
      queryKeys.facilities.bookings({
        ...params,
        filters: { ...params.filters, mode, ...(today ? { date: today } : {}) },
      }),
    fetch: (client, { page, search, filters }) =>
      client.facilities.bookings({
        page,
        search,
        status: (filters?.status || undefined) as FacilityBookingStatus | undefined,
        facility_id: filters?.facility_id ? Number(filters.facility_id) : undefined,
        date: today ?? (filters?.date || undefined),
        mine: mode === 'mine' ? true : undefined,
      }),
    filters: mode === 'review' ? ['status', 'facility_id', 'date'] : [],
  });
  const facilityOptions = useFacilityOptions(mode === 'review');
  const live = (booking: FacilityBooking) =>
    booking.status === 'Pending' || booking.status === 'Confirmed';

  const columns: DataTableColumn<FacilityBooking>[] = [
    { id: 'facility', header: t`Facility`, card: 'title', cell: (booking) => booking.facility },
    {
      id: 'slot',
      header: t`Slot`,
      className: 'whitespace-nowrap',
      cell: (booking) => `${booking.starts_at} - ${booking.ends_at.slice(11)}`,
    },
    { id: 'unit', header: t`Unit`, cell: (booking) => booking.unit_no, hidden: mode === 'mine' },
    {
      id: 'booked_by',
      header: t`Booked by`,
      cell: (booking) => booking.booked_by ?? '',
      hidden: mode === 'mine',
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (booking) => (
        <Pill variant={STATUS_PILL[booking.status]}>{statusText(booking.status)}</Pill>
      ),
    },
    {
      id: 'fee',
      header: t`Fee`,
      cell: (booking) => (booking.fee > 0 ? formatRM(booking.fee) : t`Free`),
    },
    {
      id: 'action',
      header: t`Action`,
      card: 'actions',
      hidden: mode === 'today',
      cell: (booking) => (
        <span className="flex flex-wrap items-center gap-1">
          {mode === 'review' && booking.status === 'Pending' && (
            <>
              <Button size="sm" onClick={() => setReviewing({ booking, decision: 'approve' })}>
                <Check aria-hidden />
                <span aria-hidden>{t`Approve`}</span>
                <span className="sr-only">{t`Approve ${booking.facility} ${booking.starts_at}, unit ${booking.unit_no}`}</span>
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setReviewing({ booking, decision: 'reject' })}
              >
                <X aria-hidden />
                <span aria-hidden>{t`Reject`}</span>
                <span className="sr-only">{t`Reject ${booking.facility} ${booking.starts_at}, unit ${booking.unit_no}`}</span>
              </Button>
            </>
          )}
          {live(booking) && (mode === 'review' || booking.own) && (
            <Button size="sm" variant="ghost" onClick={() => setCancelling(booking)}>
              <span aria-hidden>{t`Cancel booking`}</span>
              <span className="sr-only">{t`Cancel booking ${booking.facility} ${booking.starts_at}`}</span>
            </Button>
          )}
        </span>
      ),
    },
  ];

  const select = cn(inputVariants({ size: 'md' }), 'w-auto pe-8');
  return (
    <div className="flex flex-col gap-3">
      {mode === 'today' && (
        <p className="text-sm text-muted-foreground">{t`Today's bookings (${today}), read-only.`}</p>
      )}
      <ListToolbar
        search={<SearchToggle {...list.searchToggle} />}
        filters={
          mode === 'review' ? (
            <span className="flex flex-wrap gap-2">
              <select
                aria-label={t`Status`}
                className={select}
                value={list.filter('status')}
                onChange={(event) => list.setFilter('status', event.target.value)}
              >
                <option value="">{t`All statuses`}</option>
                {BOOKING_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {statusText(status)}
                  </option>
                ))}
              </select>
              <PropertySelect
                aria-label={t`Facility`}
                properties={facilityOptions}
                emptyOption={t`All facilities`}
                value={list.filter('facility_id')}
                onChange={(event) => list.setFilter('facility_id', event.target.value)}
              />
              <input
                type="date"
                aria-label={t`Date`}
                className={select}
                value={list.filter('date')}
                onChange={(event) => list.setFilter('date', event.target.value)}
              />
            </span>
          ) : null
        }
      />
      <DataTable
        aria-label={mode === 'mine' ? t`My bookings` : t`Bookings`}
        columns={columns}
        getRowId={(booking) => String(booking.id)}
        {...list.table}
      />
      <DataTablePagination aria-label={t`Bookings pages`} {...list.pagination} />
      <ConfirmAction
        target={reviewing}
        onClose={() => setReviewing(null)}
        tone={reviewing?.decision === 'approve' ? 'default' : 'destructive'}
        title={reviewing?.decision === 'approve' ? t`Approve booking` : t`Reject booking`}
        message={
          reviewing
            ? reviewing.decision === 'approve'
              ? t`Approve ${reviewing.booking.facility} on ${reviewing.booking.starts_at} for unit ${reviewing.booking.unit_no}? A fee is added to the unit's account statement.`
              : t`Reject ${reviewing.booking.facility} on ${reviewing.booking.starts_at} for unit ${reviewing.booking.unit_no}?`
            : ''
        }
        confirmLabel={reviewing?.decision === 'approve' ? t`Approve` : t`Reject`}
        action={({ booking, decision }) =>
          decision === 'approve'
            ? api.facilities.approve(booking.id)
            : api.facilities.reject(booking.id)
        }
        success={
          reviewing?.decision === 'approve'
            ? t`Booking has been approved`
            : t`Booking has been rejected`
        }
        onSuccess={() => void mutate(inScope('facilities'))}
      />
      <CancelBooking
        target={cancelling?.id ?? null}
        slot={cancelling ? `${cancelling.facility} ${cancelling.starts_at}` : ''}
        startsAt={cancelling?.starts_at ?? ''}
        fee={cancelling?.status === 'Confirmed' ? (cancelling?.fee ?? 0) : 0}
        onClose={() => setCancelling(null)}
      />
    </div>
  );
}
