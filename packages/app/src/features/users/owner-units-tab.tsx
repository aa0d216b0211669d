import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, type Unit, type UnitListResponse } from '@strata/domain';
import { Button, DataTable, DataTablePagination, type DataTableColumn } from '@strata/ui';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../lib/api';
import { inScope, queryKeys } from '../../lib/query-keys';
import { AssignDialog } from '../../lib/assign-dialog';
import { unitNoColumn } from '../../lib/unit-columns';
import { unitSuggestions } from '../../lib/unit-suggestions';
import { useList } from '../../lib/use-list';

export type OwnerUnitsTabProps = {
  ownerId: number;
  /** Create on Owners: the owner can be assigned to a unit. */
  canAssign: boolean;
};

/** An owner's Units tab (spec 001 §2 'User list and detail'): their units, and assigning one. */
export function OwnerUnitsTab({ ownerId, canAssign }: OwnerUnitsTabProps) {
  const { t } = useLingui();
  const { mutate } = useSWRConfig();
  const [assigning, setAssigning] = useState(false);
  const list = useList<Unit, UnitListResponse>({
    queryKey: (params) => queryKeys.users.units(ownerId, params),
    fetch: (client, { page, search }) => client.units.list({ page, search, user_id: ownerId }),
  });
  const columns: DataTableColumn<Unit>[] = [
    unitNoColumn(t`Unit No`),
    { id: 'block', header: t`Block`, cell: (unit) => unit.block ?? '' },
    { id: 'level', header: t`Level`, cell: (unit) => unit.level ?? '' },
    {
      id: 'created_at',
      header: t`Created At`,
      className: 'whitespace-nowrap',
      cell: (unit) => formatDate(unit.created_at),
    },
  ];
  const assignButton = canAssign ? (
    <Button variant="outline" onClick={() => setAssigning(true)}>
      <Link2 aria-hidden />
      <Trans>Assign to Unit</Trans>
    </Button>
  ) : null;
  return (
    <div className="flex flex-col gap-2">
      {list.rows.length > 0 && <div className="flex justify-end">{assignButton}</div>}
      <DataTable
        aria-label={t`Units`}
        columns={columns}
        getRowId={(unit) => String(unit.id)}
        emptyAction={assignButton}
        {...list.table}
      />
      <DataTablePagination aria-label={t`Units pages`} {...list.pagination} />
      {canAssign && (
        <AssignUnitDialog
          ownerId={ownerId}
          open={assigning}
          onOpenChange={setAssigning}
          onAssigned={() => void mutate(inScope('units'))}
        />
      )}
    </div>
  );
}

type AssignUnitDialogProps = {
  ownerId: number;
  /** The dialog's title; 'Assign to Unit' on the owner's own page. */
  title?: string;
  /** What the dialog says under its title. */
  description?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAssigned: () => void;
};

/** Assigning the owner to a unit: an autocomplete of the property's units (spec 001 §5). */
export function AssignUnitDialog({
  ownerId,
  title,
  description,
  ...dialog
}: AssignUnitDialogProps) {
  const { t } = useLingui();
  const api = useApiClient();

  return (
    <AssignDialog
      {...dialog}
      title={title ?? t`Assign to Unit`}
      description={description ?? t`Search the property's units by unit number.`}
      label={t`Unit`}
      search={(text) => unitSuggestions(api, text)}
      assign={(unitId) => api.units.assignOwner({ user_id: ownerId, unit_id: unitId })}
    />
  );
}
