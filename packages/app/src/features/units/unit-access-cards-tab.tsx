import { Trans, useLingui } from '@lingui/react/macro';
import type { AccessCard } from '@strata/domain';
import {
  Button,
  DataTable,
  DataTablePagination,
  ListToolbar,
  Pill,
  SearchToggle,
  type DataTableColumn,
} from '@strata/ui';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useApiClient } from '../../lib/api';
import { ConfirmAction } from '../../lib/confirm-action';
import { queryKeys } from '../../lib/query-keys';
import { useList } from '../../lib/use-list';
import { AccessCardDialog } from './access-card-dialog';
import type { UnitPermissions } from './unit-permissions';

export type UnitAccessCardsTabProps = {
  unitId: number;
  allowed: UnitPermissions['accessCards'];
};

/** The Access Card tab: Serial Number, Status, Action; searchable and paged (spec 001 §2). */
export function UnitAccessCardsTab({ unitId, allowed }: UnitAccessCardsTabProps) {
  const { t } = useLingui();
  const api = useApiClient();
  // undefined: no dialog; null: adding; a card: editing it.
  const [editing, setEditing] = useState<AccessCard | null | undefined>(undefined);
  const [removing, setRemoving] = useState<AccessCard | null>(null);
  const list = useList<AccessCard>({
    queryKey: (params) => queryKeys.accessCards.list(unitId, params),
    fetch: (client, { page, search }) => client.accessCards.list(unitId, { page, search }),
  });

  const columns: DataTableColumn<AccessCard>[] = [
    { id: 'serial_number', header: t`Serial Number`, cell: (card) => card.serial_number },
    {
      id: 'status',
      header: t`Status`,
      cell: (card) => (
        <Pill variant={card.active ? 'active' : 'inactive'}>
          {card.active ? t`Active` : t`Inactive`}
        </Pill>
      ),
    },
    {
      id: 'action',
      header: t`Action`,
      hidden: !allowed.edit && !allowed.remove,
      cell: (card) => (
        <div className="flex gap-1">
          {allowed.edit && (
            <Button variant="ghost" size="icon" onClick={() => setEditing(card)}>
              <Pencil aria-hidden />
              <span className="sr-only">{t`Edit card ${card.serial_number}`}</span>
            </Button>
          )}
          {allowed.remove && (
            <Button variant="ghost" size="icon" onClick={() => setRemoving(card)}>
              <Trash2 aria-hidden />
              <span className="sr-only">{t`Remove card ${card.serial_number}`}</span>
            </Button>
          )}
        </div>
      ),
    },
  ];
  const addButton = allowed.add ? (
    <Button onClick={() => setEditing(null)}>
      <Plus aria-hidden />
      <Trans>Add Card</Trans>
    </Button>
  ) : null;

  return (
    <div className="flex flex-col gap-3">
      <ListToolbar search={<SearchToggle {...list.searchToggle} />} actions={addButton} />
      <DataTable
        aria-label={t`Access Cards`}
        columns={columns}
        getRowId={(card) => String(card.id)}
        emptyAction={addButton}
        {...list.table}
      />
      <DataTablePagination aria-label={t`Access Card pages`} {...list.pagination} />
      {editing !== undefined && (
        <AccessCardDialog
          unitId={unitId}
          card={editing}
          onClose={() => setEditing(undefined)}
          onSaved={list.refresh}
        />
      )}
      <ConfirmAction
        target={removing}
        onClose={() => setRemoving(null)}
        title={t`Hold On`}
        message={t`Remove card ${removing?.serial_number ?? ''}?`}
        confirmLabel={t`Remove`}
        action={(card) => api.accessCards.remove(unitId, card.id)}
        success={t`Card has been removed`}
        onSuccess={list.refresh}
      />
    </div>
  );
}
