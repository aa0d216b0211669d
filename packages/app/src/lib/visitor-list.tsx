import { useLingui } from '@lingui/react/macro';
import { VISITOR_TABS, type Visitor } from '@strata/domain';
import {
  DataTable,
  DataTablePagination,
  ListToolbar,
  SearchToggle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@strata/ui';
import type { ReactNode } from 'react';
import { queryKeys } from './query-keys';
import { LIST_URL_PARAMS, useList, useUrlTab } from './use-list';
import { useVisitorColumns, type VisitorColumnsOptions } from './visitor-columns';

/** Props of {@link VisitorList}. */
export type VisitorListProps = VisitorColumnsOptions & {
  /** Only this unit's visitors (a unit's Visitors tab). */
  unitId?: number;
  /** The URL parameter of the Upcoming/Past tabs ('tab'; a unit's tab row owns 'tab'). */
  tabParam?: string;
  /** Shown under 'No Data' (the add button where adding is allowed). */
  emptyAction?: ReactNode;
};

/**
 * A visitors list with the tabs Upcoming and Past (spec 001 §2: switching returns to page 0),
 * searchable and paged; the visitors screen and a unit's Visitors tab.
 */
export function VisitorList({
  unitId,
  tabParam = LIST_URL_PARAMS.tab,
  emptyAction,
  ...columnOptions
}: VisitorListProps) {
  const { t } = useLingui();
  const [when, setWhen] = useUrlTab(VISITOR_TABS, 'upcoming', tabParam);
  const unitFilter: Record<string, string> =
    unitId === undefined ? {} : { unit_id: String(unitId) };
  const list = useList<Visitor>({
    queryKey: (params) =>
      queryKeys.visitors.list({ ...params, filters: { ...unitFilter, tab: when } }),
    fetch: (api, { page, search }) =>
      api.visitors.list({ unit_id: unitId, tab: when, page, search }),
  });
  const columns = useVisitorColumns(columnOptions);
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
          emptyAction={emptyAction}
          {...list.table}
        />
        <DataTablePagination aria-label={t`Visitors pages`} {...list.pagination} />
      </TabsContent>
    </Tabs>
  );
}
