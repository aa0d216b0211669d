import { useLingui } from '@lingui/react/macro';
import { formatDate, VISITOR_TABS, type Visitor } from '@strata/domain';
import {
  DataTable,
  DataTablePagination,
  ListToolbar,
  Pill,
  SearchToggle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type DataTableColumn,
} from '@strata/ui';
import { queryKeys } from '../../lib/query-keys';
import { useList, useUrlTab } from '../../lib/use-list';
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
  // Spec 001 §2: Upcoming and Past; switching resets to page 0 (the unit's tabs own `tab`).
  const [when, setWhen] = useUrlTab(VISITOR_TABS, 'upcoming', 'visitors');
  const list = useList<Visitor>({
    queryKey: (params) =>
      queryKeys.visitors.list({ ...params, filters: { unit_id: String(unitId), tab: when } }),
    fetch: (api, { page, search }) =>
      api.visitors.list({ unit_id: unitId, tab: when, page, search }),
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
  // The tab panel holds the list, so each tab names the table it controls.
  return (
    <Tabs
      value={when}
      onValueChange={(next) => setWhen(next as typeof when)}
      className="flex flex-col gap-3"
    >
      <ListToolbar
        search={<SearchToggle {...list.searchToggle} />}
        filters={
          <TabsList aria-label={t`Visitor tabs`}>
            <TabsTrigger value="upcoming">{t`Upcoming`}</TabsTrigger>
            <TabsTrigger value="past">{t`Past`}</TabsTrigger>
          </TabsList>
        }
      />
      <TabsContent value={when} className="flex flex-col gap-3">
        <DataTable
          aria-label={t`Visitors`}
          columns={columns}
          getRowId={(visitor) => String(visitor.id)}
          {...list.table}
        />
        <DataTablePagination aria-label={t`Visitors pages`} {...list.pagination} />
      </TabsContent>
    </Tabs>
  );
}
