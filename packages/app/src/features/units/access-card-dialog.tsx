import { Trans, useLingui } from '@lingui/react/macro';
import { accessCardErrors, type AccessCard } from '@strata/domain';
import { Button, Checkbox, Field, Input, Modal, ModalClose } from '@strata/ui';
import { useState, type FormEvent } from 'react';
import { useApiClient } from '../../lib/api';
import { useFormAction } from '../../lib/use-form-action';

export type AccessCardDialogProps = {
  unitId: number;
  /** The card to edit; null adds a new one. */
  card: AccessCard | null;
  onClose: () => void;
  /** Runs after a save (refresh the list). */
  onSaved: () => void;
};

type CardDraft = { serial_number: string; active: boolean };

/** Adds or edits an access card: serial number (required) and active (spec 001 §3, §5). */
export function AccessCardDialog({ unitId, card, onClose, onSaved }: AccessCardDialogProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const [draft, setDraft] = useState<CardDraft>({
    serial_number: card?.serial_number ?? '',
    active: card?.active ?? true,
  });
  const save = useFormAction({
    validate: (value: CardDraft) => accessCardErrors(value),
    action: (value: CardDraft) => {
      const payload = { ...value, serial_number: value.serial_number.trim(), unit_id: unitId };
      return card
        ? api.accessCards.edit({ ...payload, id: card.id })
        : api.accessCards.add(payload);
    },
    success: t`Changes has been saved`,
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });

  return (
    <Modal
      defaultOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={card ? t`Edit Access Card` : t`Add Access Card`}
      size="sm"
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          void save.submit(draft);
        }}
      >
        <Field label={t`Serial Number`} required error={save.fieldError('serial_number')}>
          <Input
            name="serial_number"
            autoComplete="off"
            value={draft.serial_number}
            onChange={(event) => setDraft({ ...draft, serial_number: event.target.value })}
          />
        </Field>
        <Field label={t`Active`} orientation="horizontal">
          <Checkbox
            checked={draft.active}
            onCheckedChange={(checked) => setDraft({ ...draft, active: checked === true })}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <ModalClose asChild>
            <Button variant="outline" type="button">
              <Trans>Cancel</Trans>
            </Button>
          </ModalClose>
          <Button type="submit" disabled={save.pending}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  );
}
