import { useLingui } from '@lingui/react/macro';
import type { AutocompleteItem } from '@strata/ui';
import { useApiClient } from '../../lib/api';
import { AssignDialog } from '../../lib/assign-dialog';

export type AssignOwnerDialogProps = {
  unitId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs after the owner was assigned (refresh the owners). */
  onAssigned: () => void;
};

/**
 * The assign-owner dialog (spec 001 'Shared dialogs'): an autocomplete of the property's owners;
 * Assign does nothing until one is chosen (spec 001 §5). The server's refusal (a fourth owner,
 * an owner already assigned) shows under the field.
 */
export function AssignOwnerDialog({ unitId, ...dialog }: AssignOwnerDialogProps) {
  const { t } = useLingui();
  const api = useApiClient();

  async function search(value: string): Promise<AutocompleteItem[]> {
    const result = await api.users.autocomplete({ search: value });
    if (!result.ok) return [];
    return result.data.data.map((owner) => ({
      value: String(owner.id),
      label: owner.name,
      description: `${owner.username} · ${owner.email}`,
    }));
  }

  return (
    <AssignDialog
      {...dialog}
      title={t`Assign Owner`}
      description={t`Search the property's owners by name, username or e-mail.`}
      label={t`Owner`}
      search={search}
      assign={(userId) => api.units.assignOwner({ user_id: userId, unit_id: unitId })}
    />
  );
}
