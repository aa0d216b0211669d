import { Trans, useLingui } from '@lingui/react/macro';
import { can } from '@strata/domain';
import { Autocomplete, Button, Field, Modal, ModalClose, type AutocompleteItem } from '@strata/ui';
import { useState } from 'react';
import { useApiClient } from '../api';
import { useSession } from '../session';
import { unitSuggestions } from '../unit-suggestions';

export type PrintStatementDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Prints the chosen unit's statement. */
  onPrint: (unit: { id: number; unit_no: string }) => void;
};

/**
 * Staff on /d/account-statements print one unit's statement (spec 002 §2 'Print Statement'):
 * the list holds every unit's rows, so the unit is chosen first, from an autocomplete of the
 * units the user may see. Print does nothing until a unit is chosen.
 */
export function PrintStatementDialog({ open, onOpenChange, onPrint }: PrintStatementDialogProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const { user } = useSession();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<{ id: number; unit_no: string } | null>(null);

  async function search(value: string): Promise<AutocompleteItem[]> {
    if (can(user, 'Units', 'View')) return unitSuggestions(api, value);
    // A role that sees statements but not Units: the units of the statement rows found.
    const result = await api.accountStatements.list({ page: 0, search: value });
    if (!result.ok) return [];
    const units = new Map<number, AutocompleteItem>();
    for (const row of result.data.data) {
      if (row.unit) units.set(row.unit_id, { value: String(row.unit_id), label: row.unit.unit_no });
    }
    return [...units.values()];
  }

  function close() {
    setText('');
    setChosen(null);
    onOpenChange(false);
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t`Print Statement`}
      description={t`Choose the unit whose statement to print.`}
      footer={
        <>
          <ModalClose asChild>
            <Button variant="outline">
              <Trans>Cancel</Trans>
            </Button>
          </ModalClose>
          <Button
            disabled={chosen === null}
            onClick={() => {
              if (!chosen) return;
              onPrint(chosen);
              close();
            }}
          >
            <Trans>Print</Trans>
          </Button>
        </>
      }
    >
      <Field label={t`Unit`} required>
        <Autocomplete
          value={text}
          onValueChange={(value) => {
            setText(value);
            setChosen(null);
          }}
          onSearch={search}
          onSelect={(item) => setChosen({ id: Number(item.value), unit_no: item.label })}
        />
      </Field>
    </Modal>
  );
}
