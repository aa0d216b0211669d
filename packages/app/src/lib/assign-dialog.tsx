import { Trans } from '@lingui/react/macro';
import { canAssignOwner, type ApiResult } from '@strata/domain';
import { Autocomplete, Button, Field, Modal, ModalClose, type AutocompleteItem } from '@strata/ui';
import { useState, type ReactNode } from 'react';
import { useFormAction } from './use-form-action';

export type AssignDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The autocomplete field's label. */
  label: string;
  /** The suggestions for a typed text (the autocomplete's search). */
  search: (text: string) => Promise<AutocompleteItem[]>;
  /** The call that assigns the chosen item (its id). */
  assign: (id: number) => Promise<ApiResult<unknown>>;
  /** Runs after a successful assignment (refresh the list). */
  onAssigned: () => void;
  /** The button that opens it, which takes the focus back when it closes. */
  trigger?: ReactNode;
};

/**
 * An assignment through an autocomplete (spec 001 'Shared dialogs'): Assign does nothing until an
 * item is chosen (spec 001 §5); the server's refusal (a full unit, an owner already assigned)
 * shows under the field. The unit's Assign Owner and the owner's Assign to Unit use it.
 */
export function AssignDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  search,
  assign: assignCall,
  onAssigned,
  trigger,
}: AssignDialogProps) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<{ id: number } | null>(null);
  const assign = useFormAction({
    action: assignCall,
    failure: { field: 'chosen' },
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

  return (
    <Modal
      open={open}
      trigger={trigger}
      onOpenChange={(next) => {
        if (next) onOpenChange(true);
        else close();
      }}
      title={title}
      description={description}
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
              if (chosen && canAssignOwner(chosen)) void assign.submit(chosen.id);
            }}
          >
            <Trans>Assign</Trans>
          </Button>
        </>
      }
    >
      <Field label={label} required error={assign.fieldError('chosen')}>
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
