import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, type Unit, type UnitListResponse } from '@strata/domain';
import {
  Autocomplete,
  Button,
  DataTable,
  DataTablePagination,
  Field,
  Modal,
  ModalClose,
  type AutocompleteItem,
  type DataTableColumn,
} from '@strata/ui';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../lib/api';
import { inScope, queryKeys } from '../../lib/query-keys';
import { useFormAction } from '../../lib/use-form-action';
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
    {
      id: 'unit_no',
      header: t`Unit No`,
      className: 'whitespace-nowrap',
      cell: (unit) => (
        <Link
          className="font-medium text-primary underline-offset-4 hover:underline"
          to={`/d/units/${unit.id}`}
        >
          {unit.unit_no}
        </Link>
      ),
    },
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
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAssigned: () => void;
};

/**
 * Assigning the owner to a unit: an autocomplete of the property's units; Assign does nothing
 * until one is chosen (spec 001 §5). The server's refusal (a full unit) shows under the field.
 */
function AssignUnitDialog({ ownerId, open, onOpenChange, onAssigned }: AssignUnitDialogProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const [text, setText] = useState('');
  const [unitId, setUnitId] = useState<number | null>(null);
  const assign = useFormAction({
    action: (unit: number) => api.units.assignOwner({ user_id: ownerId, unit_id: unit }),
    failure: { field: 'unit_id' },
    onSuccess: () => {
      onAssigned();
      close();
    },
  });

  function close() {
    setText('');
    setUnitId(null);
    assign.reset();
    onOpenChange(false);
  }

  async function search(value: string): Promise<AutocompleteItem[]> {
    const result = await api.units.list({ page: 0, search: value });
    if (!result.ok) return [];
    return result.data.data.map((unit) => ({
      value: String(unit.id),
      label: unit.unit_no,
      description: unit.user?.name,
    }));
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t`Assign to Unit`}
      description={t`Search the property's units by unit number.`}
      footer={
        <>
          <ModalClose asChild>
            <Button variant="outline">
              <Trans>Cancel</Trans>
            </Button>
          </ModalClose>
          <Button
            disabled={unitId === null || assign.pending}
            onClick={() => {
              if (unitId !== null) void assign.submit(unitId);
            }}
          >
            <Trans>Assign</Trans>
          </Button>
        </>
      }
    >
      <Field label={t`Unit`} required error={assign.fieldError('unit_id')}>
        <Autocomplete
          value={text}
          onValueChange={(value) => {
            setText(value);
            setUnitId(null);
            assign.reset();
          }}
          onSearch={search}
          onSelect={(item) => setUnitId(Number(item.value))}
        />
      </Field>
    </Modal>
  );
}
