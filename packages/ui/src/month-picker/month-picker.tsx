import {
  formatMonth as formatWireMonth,
  MONTH_NAMES_EN,
  parseMonth as parseWireMonth,
} from '@strata/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import type * as React from 'react';
import { inputVariants } from '../input/input';
import { useLabels } from '../labels/labels';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';

export const monthPickerSizeOptions = ['sm', 'md'] as const;

export const monthPickerTriggerVariants = cva(
  [
    inputVariants({ size: 'md' }),
    'items-center justify-between gap-2 text-start data-[placeholder]:text-muted-foreground',
    '[&>svg]:size-4 [&>svg]:shrink-0 [&>svg]:text-muted-foreground',
  ],
  {
    variants: {
      size: {
        sm: 'h-8 px-2.5',
        md: 'h-10 px-3',
      } satisfies Record<(typeof monthPickerSizeOptions)[number], string>,
    },
    defaultVariants: { size: 'md' },
  },
);

/** Texts of the month picker; `months` are the twelve names, January first. */
export type MonthPickerLabels = {
  placeholder: string;
  dialog: string;
  previousYear: string;
  nextYear: string;
  months: readonly string[];
};

declare module '../labels/labels' {
  interface StrataLabels {
    monthPicker: MonthPickerLabels;
  }
}

const defaultLabels: MonthPickerLabels = {
  placeholder: 'Select month',
  dialog: 'Choose a month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  months: MONTH_NAMES_EN,
};

type YearMonth = { year: number; month: number };

/** Reads 'yyyy-mm' (the domain's wire rule) into a year and a zero-based month for the grid. */
function parseMonth(value: string | null | undefined): YearMonth | null {
  const parsed = parseWireMonth(value ?? '');
  return parsed ? { year: parsed.year, month: parsed.month - 1 } : null;
}

/** Writes a year and a zero-based month as the wire's 'yyyy-mm'. */
function formatMonth({ year, month }: YearMonth): string {
  return formatWireMonth({ year, month: month + 1 });
}

const index = ({ year, month }: YearMonth) => year * 12 + month;
const fromIndex = (i: number): YearMonth => ({ year: Math.floor(i / 12), month: i % 12 });

export type MonthPickerProps = Omit<
  React.ComponentProps<'button'>,
  'value' | 'defaultValue' | 'onChange' | 'children'
> &
  VariantProps<typeof monthPickerTriggerVariants> & {
    /** The chosen month, 'yyyy-mm' (controlled); `null` for none. */
    value?: string | null;
    /** The starting month when uncontrolled. */
    defaultValue?: string | null;
    /** Called with the chosen month, 'yyyy-mm'. */
    onValueChange?: (value: string | null) => void;
    /** The earliest month that may be chosen, 'yyyy-mm'. */
    min?: string;
    /** The latest month that may be chosen, 'yyyy-mm'. */
    max?: string;
    /** Submits the value with a plain form under this name. */
    name?: string;
    /** Overrides of the texts; the app passes Malay month names here. */
    labels?: Partial<MonthPickerLabels>;
  };

/**
 * Picks a month and a year ('yyyy-mm'): a trigger showing the month, and a popover with year
 * buttons and a 12-month grid moved through with the arrow keys.
 */
export function MonthPicker({
  value: valueProp,
  defaultValue = null,
  onValueChange,
  min,
  max,
  name,
  size = 'md',
  labels,
  disabled,
  className,
  ...props
}: MonthPickerProps) {
  const l = useLabels('monthPicker', defaultLabels, labels);
  const [value, setValue] = useControllableState<string | null>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const selected = parseMonth(value);
  const lower = parseMonth(min);
  const upper = parseMonth(max);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState<YearMonth>(() => selected ?? today());
  const gridRef = useRef<HTMLDivElement>(null);
  const headingId = useId();

  const outOfRange = (month: YearMonth) =>
    (lower !== null && index(month) < index(lower)) ||
    (upper !== null && index(month) > index(upper));

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) setFocused(selected ?? clampToRange(today(), lower, upper));
  };

  const choose = (month: YearMonth) => {
    if (outOfRange(month)) return;
    setValue(formatMonth(month));
    setOpen(false);
  };

  // Roving focus: the focused month's button holds the focus as the arrows move it.
  useEffect(() => {
    if (open && gridRef.current?.contains(document.activeElement)) focusCurrent(gridRef.current);
  }, [open, focused]);

  const moveBy = (months: number) => setFocused(fromIndex(index(focused) + months));

  const handleGridKeyDown = (event: React.KeyboardEvent) => {
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -3,
      ArrowDown: 3,
      Home: -focused.month,
      End: 11 - focused.month,
      PageUp: -12,
      PageDown: 12,
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    moveBy(step);
  };

  const label = selected ? `${l.months[selected.month]} ${selected.year}` : undefined;
  const rows = [0, 3, 6, 9].map((start) => [start, start + 1, start + 2]);

  return (
    <Popover.Root open={open} onOpenChange={changeOpen}>
      <Popover.Trigger
        data-slot="month-picker"
        data-state={open ? 'open' : 'closed'}
        // A combobox whose popup is a dialog (WAI-ARIA 1.2): it may carry aria-required and
        // aria-invalid from a Field, which a plain button may not.
        role="combobox"
        data-placeholder={label === undefined ? '' : undefined}
        disabled={disabled}
        className={cn(monthPickerTriggerVariants({ size }), className)}
        {...props}
      >
        <span className="truncate">{label ?? l.placeholder}</span>
        <CalendarDays aria-hidden />
      </Popover.Trigger>
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
      <Popover.Portal>
        <Popover.Content
          data-slot="month-picker-content"
          aria-label={l.dialog}
          align="start"
          sideOffset={4}
          className="z-50 w-72 rounded-md border border-border bg-background p-3 text-sm text-foreground shadow-popover"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            focusCurrent(gridRef.current);
          }}
        >
          <div className="mb-2 flex items-center justify-between">
            <button
              type="button"
              data-slot="month-picker-previous-year"
              aria-label={l.previousYear}
              onClick={() => moveBy(-12)}
              className="flex size-8 items-center justify-center rounded-md outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4"
            >
              <ChevronLeft aria-hidden />
            </button>
            <p id={headingId} aria-live="polite" className="font-semibold tabular-nums">
              {focused.year}
            </p>
            <button
              type="button"
              data-slot="month-picker-next-year"
              aria-label={l.nextYear}
              onClick={() => moveBy(12)}
              className="flex size-8 items-center justify-center rounded-md outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4"
            >
              <ChevronRight aria-hidden />
            </button>
          </div>
          <div
            ref={gridRef}
            role="grid"
            aria-labelledby={headingId}
            data-slot="month-picker-grid"
            className="grid gap-1"
          >
            {rows.map((row) => (
              <div role="row" key={row[0]} className="grid grid-cols-3 gap-1">
                {row.map((month) => {
                  const cell = { year: focused.year, month };
                  const isSelected =
                    selected !== null && selected.year === cell.year && selected.month === month;
                  const unavailable = outOfRange(cell);
                  return (
                    <div role="gridcell" key={month} aria-selected={isSelected}>
                      <button
                        type="button"
                        data-slot="month-picker-month"
                        data-state={isSelected ? 'checked' : 'unchecked'}
                        tabIndex={month === focused.month ? 0 : -1}
                        aria-disabled={unavailable || undefined}
                        onClick={() => choose(cell)}
                        onFocus={() => setFocused(cell)}
                        onKeyDown={handleGridKeyDown}
                        className="h-9 w-full rounded-md px-1 text-sm outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground"
                      >
                        {l.months[month]}
                      </button>
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function focusCurrent(grid: HTMLElement | null) {
  grid?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus();
}

function today(): YearMonth {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() };
}

function clampToRange(month: YearMonth, lower: YearMonth | null, upper: YearMonth | null) {
  if (upper && index(month) > index(upper)) return upper;
  if (lower && index(month) < index(lower)) return lower;
  return month;
}
