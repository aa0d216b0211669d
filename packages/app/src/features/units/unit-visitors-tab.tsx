import { useLingui } from '@lingui/react/macro';
import { formatDate, type Visitor } from '@strata/domain';
import {
  DataTable,
  DataTablePagination,
  Pill,
  SearchToggle,
  type DataTableColumn,
} from '@strata/ui';
import { queryKeys } from '../../lib/query-keys';
import { useList } from '../../lib/use-list';
import { useVisitorStatusText, useVisitorTypeText } from './visitor-texts';

const STATUS_PILL = {
  Upcoming: 'info',
  'Checked In': 'success',
  'Checked Out': 'neutral',
  Expired: 'inactive',
} as const;

/** The Visitors tab: the unit's visitors, searchable and paged (spec 001 §2). */
export function UnitVisitorsTab({ unitId }: { unitId: number }) {
  const { t } = useLingui();
  const statusText = useVisitorStatusText();
  const typeText = useVisitorTypeText();
  const list = useList<Visitor>({
    queryKey: (params) =>
      queryKeys.visitors.list({ ...params, filters: { unit_id: String(unitId) } }),
    fetch: (api, { page, search }) => api.visitors.list({ unit_id: unitId, page, search }),
  });
  const columns: DataTableColumn<Visitor>[] = [
    { id: 'name', header: t`Name`, cell: (visitor) => visitor.name },
    { id: 'date', header: t`Date`, cell: (visitor) => formatDate(visitor.start_date) },
    { id: 'contact', header: t`Contact`, cell: (visitor) => visitor.contact },
    { id: 'vehicle_no', header: t`Vehicle No`, cell: (visitor) => visitor.vehicle_no },
    { id: 'type', header: t`Type`, cell: (visitor) => typeText(visitor.type) },
    {
      id: 'status',
      header: t`Status`,
      cell: (visitor) => (
        <Pill variant={STATUS_PILL[visitor.status]}>{statusText(visitor.status)}</Pill>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <SearchToggle {...list.searchToggle} />
      <DataTable
        aria-label={t`Visitors`}
        columns={columns}
        getRowId={(visitor) => String(visitor.id)}
        {...list.table}
      />
      <DataTablePagination aria-label={t`Visitors pages`} {...list.pagination} />
    </div>
  );
}
