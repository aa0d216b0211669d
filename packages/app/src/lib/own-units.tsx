import { useLingui } from '@lingui/react/macro';
import { cn, Field, inputVariants } from '@strata/ui';
import { useApi } from './api';
import { queryKeys } from './query-keys';

/** A unit a resident may choose: one of their own. */
export type OwnUnit = { id: number; unit_no: string };

/**
 * The signed-in resident's own units (an owner's list holds only theirs, on its first page), as a
 * form offers them to choose from; undefined while loading, and for staff (`resident` false).
 */
export function useOwnUnits(resident: boolean): readonly OwnUnit[] | undefined {
  const units = useApi(resident ? queryKeys.units.list({ page: 0, search: '' }) : null, (client) =>
    client.units.list({ page: 0 }),
  );
  return resident ? units.data?.data : undefined;
}

/** Props of {@link OwnUnitField}. */
export type OwnUnitFieldProps = {
  units: readonly OwnUnit[];
  /** The chosen unit's id, '' for none yet. */
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  className?: string;
};

/**
 * Which of their units a resident of several acts for (a booking, a tenant): a select of their
 * own units, with 'Choose a unit' until one is chosen. Shown only when there is a choice.
 */
export function OwnUnitField({ units, value, onValueChange, error, className }: OwnUnitFieldProps) {
  const { t } = useLingui();
  if (units.length < 2) return null;
  return (
    <Field label={t`Unit`} required error={error} className={className}>
      <select
        name="unit_id"
        className={cn(inputVariants({ size: 'md' }))}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      >
        <option value="">{t`Choose a unit`}</option>
        {units.map((unit) => (
          <option key={unit.id} value={String(unit.id)}>
            {unit.unit_no}
          </option>
        ))}
      </select>
    </Field>
  );
}
