import { Trans, useLingui } from '@lingui/react/macro';
import { canAssignOwner } from '@strata/domain';
import { Autocomplete, Button, Field, Modal, ModalClose, type AutocompleteItem } from '@strata/ui';
import { useState } from 'react';
import { useApiClient } from '../../lib/api';
import { useFormAction } from '../../lib/use-form-action';

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
export function AssignOwnerDialog({
  unitId,
  open,
  onOpenChange,
  onAssigned,
}: AssignOwnerDialogProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<{ id: number } | null>(null);
  const assign = useFormAction({
    action: (owner: { id: number }) =>
      api.units.assignOwner({ user_id: owner.id, unit_id: unitId }),
    failure: { field: 'user_id' },
    onSuccess: () => {
      onAssigned();
      close();
    },
  });

  function close() {
    setText('');
    setChosen(null);
    assign.reset();
    onOpenChange(false);
  }

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
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t`Assign Owner`}
      description={t`Search the property's owners by name, username or e-mail.`}
      footer={
        <>
          <ModalClose asChild>
            <Button variant="outline">
              <Trans>Cancel</Trans>
            </Button>
          </ModalClose>
          <Button
            disabled={!canAssignOwner(chosen) || assign.pending}
            onClick={() => {
              if (chosen && canAssignOwner(chosen)) void assign.submit(chosen);
            }}
          >
            <Trans>Assign</Trans>
          </Button>
        </>
      }
    >
      <Field label={t`Owner`} required error={assign.fieldError('user_id')}>
        <Autocomplete
          value={text}
          onValueChange={(value) => {
            setText(value);
            setChosen(null);
            assign.reset();
          }}
          onSearch={search}
          onSelect={(item) => setChosen({ id: Number(item.value) })}
        />
      </Field>
    </Modal>
  );
}
