import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, type Unit, type UnitListResponse } from '@strata/domain';
import {
  Button,
  DataTable,
  DataTablePagination,
  ListToolbar,
  PageHeader,
  SearchToggle,
  type DataTableColumn,
} from '@strata/ui';
import { Plus, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../lib/api';
import { ConfirmAction } from '../../lib/confirm-action';
import { ExcelImportDialog } from '../../lib/excel-import-dialog';
import { inScope, queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { unitNoColumn } from '../../lib/unit-columns';
import { useList } from '../../lib/use-list';
import { PropertySelect } from '../../lib/property-select';
import { unitPermissions } from './unit-permissions';

/** The URL filter of the super user's property select. */
const PROPERTY_FILTER = 'property_id';

/** /d/units 'Units Management' (spec 001 §2 'Units list'); owners are redirected by the guard. */
export function UnitsPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const api = useApiClient();
  const allowed = unitPermissions(user);
  const [removing, setRemoving] = useState<Unit | null>(null);
  const [importing, setImporting] = useState(false);
  const list = useList<Unit, UnitListResponse>({
    queryKey: queryKeys.units.list,
    fetch: (api, { page, search, filters }) =>
      api.units.list({ page, search, property_id: filters?.[PROPERTY_FILTER] }),
    filters: [PROPERTY_FILTER],
  });
  const properties = list.answer?.properties ?? [];
  const refreshUnits = () => void mutate(inScope('units'));

  const columns: DataTableColumn<Unit>[] = [
    unitNoColumn(t`Unit No`),
    { id: 'owner', header: t`Owner`, cell: (unit) => unit.user?.name ?? '' },
    { id: 'square_feet', header: t`Square Footage`, cell: (unit) => unit.square_feet ?? '' },
    {
      id: 'created_at',
      header: t`Created At`,
      className: 'whitespace-nowrap',
      cell: (unit) => formatDate(unit.created_at),
    },
    {
      id: 'action',
      header: t`Action`,
      cell: (unit) =>
        allowed.remove ? (
          <Button variant="ghost" size="icon" onClick={() => setRemoving(unit)}>
            <Trash2 aria-hidden />
            <span className="sr-only">{t`Remove unit ${unit.unit_no}`}</span>
          </Button>
        ) : null,
      hidden: !allowed.remove,
    },
  ];

  const addButton = allowed.add ? (
    <Button asChild>
      <Link to="/d/units/new">
        <Plus aria-hidden />
        <Trans>Add</Trans>
      </Link>
    </Button>
  ) : null;

  return (
    <section className="flex flex-col gap-2">
      <PageHeader
        title={t`Units Management`}
        actions={
          <>
            {allowed.upload && (
              <Button variant="outline" onClick={() => setImporting(true)}>
                <Upload aria-hidden />
                <Trans>Upload Units</Trans>
              </Button>
            )}
            {addButton}
          </>
        }
      >
        <ListToolbar
          search={<SearchToggle {...list.searchToggle} />}
          filters={
            allowed.choosesProperty ? (
              <PropertySelect
                aria-label={t`Property`}
                properties={properties}
                emptyOption={t`All CSA`}
                value={list.filter(PROPERTY_FILTER)}
                onChange={(event) => list.setFilter(PROPERTY_FILTER, event.target.value)}
              />
            ) : null
          }
        />
      </PageHeader>
      <DataTable
        aria-label={t`Units`}
        columns={columns}
        getRowId={(unit) => String(unit.id)}
        emptyAction={addButton}
        {...list.table}
      />
      <DataTablePagination aria-label={t`Units pages`} {...list.pagination} />
      <ConfirmAction
        target={removing}
        onClose={() => setRemoving(null)}
        title={t`Hold On`}
        message={t`Remove unit ${removing?.unit_no ?? ''}? This cannot be undone.`}
        confirmLabel={t`Remove`}
        action={(unit) => api.units.remove(unit.id)}
        success={t`Unit has been removed`}
        onSuccess={refreshUnits}
      />
      {allowed.upload && (
        <ExcelImportDialog
          title={t`Upload Units`}
          importFile={(payload) => api.units.import(payload)}
          template={{ href: api.units.templateUrl(), label: t`Download the units template` }}
          open={importing}
          onOpenChange={setImporting}
          properties={allowed.choosesProperty ? properties : null}
          defaultPropertyId={list.filter(PROPERTY_FILTER)}
          onImported={refreshUnits}
        />
      )}
    </section>
  );
}
