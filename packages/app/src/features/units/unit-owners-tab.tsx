import { Trans, useLingui } from '@lingui/react/macro';
import type { OwnerSlot, Unit, User } from '@strata/domain';
import { Button, DataTable, type DataTableColumn } from '@strata/ui';
import { UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../lib/api';
import { ConfirmAction } from '../../lib/confirm-action';
import { inScope, queryKeys } from '../../lib/query-keys';
import { useList } from '../../lib/use-list';
import { AssignOwnerDialog } from './assign-owner-dialog';

/** The slot an owner fills on the unit (spec 001 §7 unassign: user_key). */
function slotOf(unit: Unit, ownerId: number): OwnerSlot | null {
  if (unit.user_id === ownerId) return 'user_id';
  if (unit.user_id_2 === ownerId) return 'user_id_2';
  if (unit.user_id_3 === ownerId) return 'user_id_3';
  return null;
}

export type UnitOwnersTabProps = {
  unit: Unit;
  /** Assign and unassign (Update on Units). */
  canManage: boolean;
  /** Runs after the owners changed (refresh the unit, whose slots moved). */
  onChanged: () => void;
};

/** The Owners tab: the unit's up to three owners, assign and unassign (spec 001 §2). */
export function UnitOwnersTab({ unit, canManage, onChanged }: UnitOwnersTabProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  const [assigning, setAssigning] = useState(false);
  const [removing, setRemoving] = useState<User | null>(null);
  const list = useList<User>({
    queryKey: (params) => queryKeys.unitOwners.list(unit.id, params),
    fetch: (client, { page }) => client.users.list({ type: 'owners', unit_id: unit.id, page }),
  });
  const changed = () => {
    void mutate(inScope('unit-owners', unit.id));
    void mutate(inScope('units'));
    onChanged();
  };

  const columns: DataTableColumn<User>[] = [
    { id: 'name', header: t`Name`, cell: (owner) => owner.name },
    { id: 'username', header: t`Username`, cell: (owner) => owner.username },
    { id: 'email', header: t`Email`, cell: (owner) => owner.email },
    {
      id: 'action',
      header: t`Action`,
      hidden: !canManage,
      cell: (owner) => (
        <Button variant="ghost" size="icon" onClick={() => setRemoving(owner)}>
          <UserMinus aria-hidden />
          <span className="sr-only">{t`Unassign ${owner.name}`}</span>
        </Button>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-3">
      {canManage && (
        <div className="flex justify-end">
          <Button onClick={() => setAssigning(true)}>
            <UserPlus aria-hidden />
            <Trans>Assign Owner</Trans>
          </Button>
        </div>
      )}
      <DataTable
        aria-label={t`Owners`}
        columns={columns}
        getRowId={(owner) => String(owner.id)}
        {...list.table}
      />
      <ConfirmAction
        target={removing}
        onClose={() => setRemoving(null)}
        title={t`Hold On`}
        message={t`Unassign ${removing?.name ?? ''} from this unit?`}
        confirmLabel={t`Unassign`}
        action={(owner) =>
          api.units.unassignOwner({ user_key: slotOf(unit, owner.id) ?? 'user_id', id: unit.id })
        }
        success={t`Owner has been unassigned from the unit`}
        onSuccess={changed}
      />
      {canManage && (
        <AssignOwnerDialog
          unitId={unit.id}
          open={assigning}
          onOpenChange={setAssigning}
          onAssigned={changed}
        />
      )}
    </div>
  );
}
