import { clampNumber as clampDomain } from '@strata/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import type * as React from 'react';
import { inputVariants } from '../input/input';
import { useLabels } from '../labels/labels';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';

export const numberInputSizeOptions = ['sm', 'md'] as const;

export const numberInputVariants = cva('relative flex w-full', {
  variants: {
    size: { sm: 'max-w-40', md: 'max-w-48' } satisfies Record<
      (typeof numberInputSizeOptions)[number],
      string
    >,
  },
  defaultVariants: { size: 'md' },
});

/** Texts of the step buttons. */
export type NumberInputLabels = { increment: string; decrement: string };

declare module '../labels/labels' {
  interface StrataLabels {
    numberInput: NumberInputLabels;
  }
}

const defaultLabels: NumberInputLabels = { increment: 'Increase', decrement: 'Decrease' };

/** Keeps `value` within `min` and `max` (either may be absent); the rule lives in the domain. */
function clampNumber(value: number, min?: number, max?: number): number {
  return clampDomain(value, min ?? -Infinity, max ?? Infinity);
}

function decimals(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

function parse(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
}

export type NumberInputProps = Omit<
  React.ComponentProps<'input'>,
  'type' | 'size' | 'value' | 'defaultValue' | 'min' | 'max' | 'step'
> &
  VariantProps<typeof numberInputVariants> & {
    /** The number, or `null` when empty (controlled). */
    value?: number | null;
    /** The starting number when uncontrolled. */
    defaultValue?: number | null;
    /** Called with the committed number (after clamping), on blur and on each step. */
    onValueChange?: (value: number | null) => void;
    /** The smallest allowed number. */
    min?: number;
    /** The largest allowed number. */
    max?: number;
    /** How much ArrowUp/ArrowDown and the buttons change the number. */
    step?: number;
    /** Overrides of the step buttons' texts. */
    labels?: Partial<NumberInputLabels>;
  };

/**
 * A number field (`role=spinbutton`): free typing, committed and clamped to `min`/`max` on blur;
 * ArrowUp/ArrowDown and the buttons step and clamp.
 */
export function NumberInput({
  value: valueProp,
  defaultValue = null,
  onValueChange,
  min,
  max,
  step = 1,
  size = 'md',
  labels,
  disabled,
  readOnly,
  className,
  onBlur,
  onKeyDown,
  onChange,
  ...props
}: NumberInputProps) {
  const l = useLabels('numberInput', defaultLabels, labels);
  const [value, setValue] = useControllableState<number | null>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  // What the person is typing, until blur commits it; null shows the committed value.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? (value === null ? '' : String(value));

  const commit = (next: number | null) => {
    setDraft(null);
    setValue(next === null ? null : clampNumber(next, min, max));
  };
  const stepBy = (direction: 1 | -1) => {
    const base = parse(text) ?? value ?? min ?? 0;
    const next = Number((base + direction * step).toFixed(decimals(step)));
    commit(next);
  };
  const locked = disabled || readOnly;

  return (
    <div data-slot="number-input" className={cn(numberInputVariants({ size }), className)}>
      <input
        data-slot="number-input-field"
        type="text"
        role="spinbutton"
        inputMode="decimal"
        autoComplete="off"
        aria-valuenow={value ?? undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        disabled={disabled}
        readOnly={readOnly}
        value={text}
        className={cn(inputVariants({ size }), 'pe-16 tabular-nums')}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange?.(event);
        }}
        onBlur={(event) => {
          if (draft !== null) commit(parse(draft));
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.defaultPrevented || locked) return;
          if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
            event.preventDefault();
            stepBy(event.key === 'ArrowUp' ? 1 : -1);
          } else if (event.key === 'Enter' && draft !== null) {
            // Commit before a plain form submits, so it sends the clamped number.
            commit(parse(draft));
          }
        }}
        {...props}
      />
      <div className="absolute inset-y-0 end-0 flex items-center gap-0.5 pe-1">
        {(
          [
            [-1, l.decrement, Minus],
            [1, l.increment, Plus],
          ] as const
        ).map(([direction, label, Icon]) => (
          <button
            key={direction}
            type="button"
            tabIndex={-1}
            data-slot={direction === 1 ? 'number-input-increment' : 'number-input-decrement'}
            aria-label={label}
            disabled={
              locked ||
              (direction === 1 && max !== undefined && value !== null && value >= max) ||
              (direction === -1 && min !== undefined && value !== null && value <= min)
            }
            onClick={() => stepBy(direction)}
            className="flex size-7 items-center justify-center rounded-sm text-muted-foreground outline-none hover:bg-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-3.5"
          >
            <Icon aria-hidden />
          </button>
        ))}
      </div>
    </div>
  );
}
