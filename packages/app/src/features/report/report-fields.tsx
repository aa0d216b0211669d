import { useLingui } from '@lingui/react/macro';
import type { DateRange } from '@strata/domain';
import { cn, inputVariants } from '@strata/ui';
import { useId } from 'react';
import type * as React from 'react';

/** One choice of a report filter's select. */
export type FilterOption = { value: string; label: string };

export type OptionSelectProps = Omit<React.ComponentProps<'select'>, 'children'> & {
  options: readonly FilterOption[];
  /** A first, empty choice ('Select staff'); absent when every value is a real one. */
  placeholder?: string;
};

/** A native select over report filter choices (the constants of spec 002 §9 or the server's data). */
export function OptionSelect({ options, placeholder, className, ...props }: OptionSelectProps) {
  return (
    <select className={cn(inputVariants({ size: 'md' }), 'pe-8', className)} {...props}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export type DateRangeFieldsProps = {
  /** The legend ('Purchased Date'). */
  label: string;
  /** Accessible names of the two dates ('Purchased from', 'Purchased to'). */
  startLabel: string;
  endLabel: string;
  value: DateRange;
  onValueChange: (value: DateRange) => void;
  /** The rule's message (spec 002 §5 'within the same month'). */
  error?: string;
  disabled?: boolean;
  /** Something before the dates, e.g. the departure date's switch. */
  lead?: React.ReactNode;
};

/** A date range as two dates under one legend; the wire sends it as 'start,end' (spec 002 §7). */
export function DateRangeFields({
  label,
  startLabel,
  endLabel,
  value,
  onValueChange,
  error,
  disabled = false,
  lead,
}: DateRangeFieldsProps) {
  const { t } = useLingui();
  const errorId = useId();
  const invalid = error !== undefined && error !== '';
  const date = cn(inputVariants({ size: 'md' }), 'w-full min-w-0 px-2');
  return (
    <fieldset
      data-slot="date-range"
      data-state={invalid ? 'invalid' : 'valid'}
      aria-describedby={invalid ? errorId : undefined}
      className="grid min-w-0 gap-1.5 text-sm sm:col-span-2"
    >
      <legend className="mb-1.5 font-medium text-foreground">{label}</legend>
      {lead}
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2">
        <input
          type="date"
          aria-label={startLabel}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className={date}
          value={value.start}
          max={value.end || undefined}
          disabled={disabled}
          onChange={(event) => onValueChange({ ...value, start: event.target.value })}
        />
        <span aria-hidden className="text-muted-foreground">
          {t`to`}
        </span>
        <input
          type="date"
          aria-label={endLabel}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className={date}
          value={value.end}
          min={value.start || undefined}
          disabled={disabled}
          onChange={(event) => onValueChange({ ...value, end: event.target.value })}
        />
      </div>
      {invalid ? (
        <p id={errorId} data-slot="field-error" className="font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
