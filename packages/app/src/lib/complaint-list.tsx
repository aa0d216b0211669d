import { useLingui } from '@lingui/react/macro';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_STATUSES,
  complaintOpenDays,
  type Complaint,
  type ComplaintCategory,
  type ComplaintStatus,
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
import { useCallback, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useApi } from './api';
import { inScope, queryKeys } from './query-keys';
import { useRealtimeEvents } from './realtime';
import { useList } from './use-list';

/* The complains list (the Complains screen and a unit's Complains tab) and the texts they share. */

/** A complaint status's pill colour. */
export const COMPLAINT_STATUS_PILL = {
  Open: 'warning',
  'In progress': 'info',
  Resolved: 'success',
  Closed: 'neutral',
} as const satisfies Record<ComplaintStatus, string>;

/** A complaint category's label, in the user's language. */
export function useComplaintCategoryText(): (category: ComplaintCategory) => string {
  const { t } = useLingui();
  return useCallback(
    (category: ComplaintCategory) =>
      ({
        Cleanliness: t`Cleanliness`,
        Security: t`Security`,
        Maintenance: t`Maintenance`,
        Noise: t`Noise`,
        Parking: t`Parking`,
        Others: t`Others`,
      })[category],
    [t],
  );
}

/** A complaint status's label, in the user's language. */
export function useComplaintStatusText(): (status: ComplaintStatus) => string {
  const { t } = useLingui();
  return useCallback(
    (status: ComplaintStatus) =>
      ({
        Open: t`Open`,
        'In progress': t`In progress`,
        Resolved: t`Resolved`,
        Closed: t`Closed`,
      })[status],
    [t],
  );
}

/** Where a complaint's Back leads: the list or the unit tab it was opened from. */
export type ComplaintBack = { back: string };

/** How long a complaint has been open ('3 days'): from filing until resolved, or now. */
export function useOpenForText(
  now: () => Date = () => new Date(),
): (complaint: Complaint) => string {
  const { t } = useLingui();
  return (complaint) => {
    const days = complaintOpenDays(complaint, now());
    if (days === 0) return t`Less than a day`;
    return days === 1 ? t`1 day` : t`${days} days`;
  };
}

/** Where a complaint is: its unit, or the common area. */
export function complaintPlace(complaint: Complaint): string {
  return complaint.unit?.unit_no ?? complaint.common_area ?? '';
}

/**
 * Keeps what the screen shows of complaints current: a `complaint` message from the socket (a
 * complaint filed, assigned, moved or answered) fetches every complaint read again.
 */
export function useComplaintsLive() {
  const { mutate } = useSWRConfig();
  useRealtimeEvents((event) => {
    if (event.type === 'message' && event.message.type === 'complaint')
      void mutate(inScope('complains'));
  });
}

/** The URL filters of the complains list. */
export const COMPLAINT_FILTERS = ['status', 'category', 'assignee_id'] as const;

/** Props of {@link ComplaintList}. */
export type ComplaintListProps = {
  /** Only this unit's complaints (a unit's Complains tab). */
  unitId?: number;
  /** Offer the assignee filter (staff who may assign). */
  assigneeFilter?: boolean;
  /** Shown under 'No Data' (the New Complaint button where filing is allowed). */
  emptyAction?: ReactNode;
  /** 'now' for the open-for column (stories freeze it). */
  now?: () => Date;
};

/**
 * The complaints the user may see, newest first: filters by status, category and assignee kept in
 * the URL, search, and how long each has been open; cards on a phone.
 */
export function ComplaintList({
  unitId,
  assigneeFilter = false,
  emptyAction,
  now,
}: ComplaintListProps) {
  const { t } = useLingui();
  const location = useLocation();
  // The detail's Back returns here (the list, or a unit's Complains tab).
  const back: ComplaintBack = { back: `${location.pathname}${location.search}` };
  const categoryText = useComplaintCategoryText();
  const statusText = useComplaintStatusText();
  const openFor = useOpenForText(now);
  useComplaintsLive();
  const unitFilter: Record<string, string> =
    unitId === undefined ? {} : { unit_id: String(unitId) };
  const list = useList<Complaint>({
    queryKey: (params) =>
      queryKeys.complains.list({ ...params, filters: { ...params.filters, ...unitFilter } }),
    fetch: (api, { page, search, filters }) =>
      api.complains.list({
        page,
        search,
        unit_id: unitId,
        status: (filters?.status || undefined) as ComplaintStatus | undefined,
        category: (filters?.category || undefined) as ComplaintCategory | undefined,
        assignee_id: filters?.assignee_id ? Number(filters.assignee_id) : undefined,
      }),
    filters: COMPLAINT_FILTERS,
  });
  const filtering = COMPLAINT_FILTERS.some((name) => list.filter(name) !== '');
  const staff = useApi(assigneeFilter ? queryKeys.complains.staff() : null, (client) =>
    client.complains.staff({}),
  );
  const columns: DataTableColumn<Complaint>[] = [
    {
      id: 'title',
      header: t`Title`,
      card: 'title',
      cell: (complaint) => (
        <Link
          className="font-medium text-primary underline-offset-4 hover:underline"
          to={`/d/complains/${complaint.id}`}
          state={back}
        >
          {complaint.title}
        </Link>
      ),
    },
    { id: 'category', header: t`Category`, cell: (complaint) => categoryText(complaint.category) },
    {
      id: 'place',
      header: t`Location`,
      cell: complaintPlace,
      hidden: unitId !== undefined,
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (complaint) => (
        <Pill variant={COMPLAINT_STATUS_PILL[complaint.status]}>
          {statusText(complaint.status)}
        </Pill>
      ),
    },
    {
      id: 'assignee',
      header: t`Assigned To`,
      cell: (complaint) => complaint.assignee?.name ?? '-',
    },
    {
      id: 'open_for',
      header: t`Open For`,
      className: 'whitespace-nowrap',
      cell: openFor,
    },
  ];
  const select = cn(inputVariants({ size: 'md' }), 'w-auto pe-8');
  return (
    <div className="flex flex-col gap-2">
      <ListToolbar
        search={<SearchToggle {...list.searchToggle} />}
        filters={
          <>
            <select
              aria-label={t`Status`}
              className={select}
              value={list.filter('status')}
              onChange={(event) => list.setFilter('status', event.target.value)}
            >
              <option value="">{t`All statuses`}</option>
              {COMPLAINT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusText(status)}
                </option>
              ))}
            </select>
            <select
              aria-label={t`Category`}
              className={select}
              value={list.filter('category')}
              onChange={(event) => list.setFilter('category', event.target.value)}
            >
              <option value="">{t`All categories`}</option>
              {COMPLAINT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {categoryText(category)}
                </option>
              ))}
            </select>
            {assigneeFilter && (
              <select
                aria-label={t`Assigned To`}
                className={select}
                value={list.filter('assignee_id')}
                onChange={(event) => list.setFilter('assignee_id', event.target.value)}
              >
                <option value="">{t`Anyone`}</option>
                {(staff.data?.data ?? []).map((user) => (
                  <option key={user.id} value={String(user.id)}>
                    {user.name}
                  </option>
                ))}
              </select>
            )}
          </>
        }
      />
      <DataTable
        aria-label={t`Complains`}
        columns={columns}
        getRowId={(complaint) => String(complaint.id)}
        emptyAction={
          // Nothing matches the filters: the way out is clearing them, not filing another.
          filtering ? (
            <Button variant="outline" onClick={list.clearFilters}>
              {t`Clear filters`}
            </Button>
          ) : (
            emptyAction
          )
        }
        {...list.table}
      />
      <DataTablePagination aria-label={t`Complains pages`} {...list.pagination} />
    </div>
  );
}
