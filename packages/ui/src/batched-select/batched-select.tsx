import { SELECT_BATCH_SIZE } from '@strata/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { Check, ChevronDown } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import type * as React from 'react';
import { inputVariants } from '../input/input';
import { useLabels } from '../labels/labels';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { useOptionBatches, type LoadOptions, type SelectOption } from './use-option-batches';

export const batchedSelectSizeOptions = ['sm', 'md'] as const;

/** Spec 000: the select widget loads 50 rows per batch and shows a search box above 5 options. */
const SEARCH_THRESHOLD = 5;
/** How close to the list's end (px) a scroll has to come before the next batch loads. */
const LOAD_MARGIN = 48;

export const batchedSelectTriggerVariants = cva(
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
      } satisfies Record<(typeof batchedSelectSizeOptions)[number], string>,
    },
    defaultVariants: { size: 'md' },
  },
);

/** Texts the select shows. */
export type BatchedSelectLabels = {
  placeholder: string;
  search: string;
  loading: string;
  empty: string;
  error: string;
  listbox: string;
};

declare module '../labels/labels' {
  interface StrataLabels {
    batchedSelect: BatchedSelectLabels;
  }
}

const defaultLabels: BatchedSelectLabels = {
  placeholder: 'Select an option',
  search: 'Search options',
  loading: 'Loading…',
  empty: 'No options',
  error: 'Options could not be loaded',
  listbox: 'Options',
};

export type BatchedSelectProps = Omit<
  React.ComponentProps<'button'>,
  'value' | 'defaultValue' | 'onChange' | 'children'
> &
  VariantProps<typeof batchedSelectTriggerVariants> & {
    /** Every option, when they are all at hand; shown 50 at a time. */
    options?: readonly SelectOption[];
    /** Or an async source asked for 50 options at a time as the list scrolls. */
    loadOptions?: LoadOptions;
    /** The chosen option's value (controlled); `null` for none. */
    value?: string | null;
    /** The starting value when uncontrolled. */
    defaultValue?: string | null;
    /** Called with the chosen value. */
    onValueChange?: (value: string | null) => void;
    /** The chosen option's label when an async source has not loaded it yet. */
    valueLabel?: string;
    /** Submits the value with a plain form under this name. */
    name?: string;
    /** Options per batch (the spec's 50 unless a test wants otherwise). */
    batchSize?: number;
    /** Overrides of the select's texts (placeholder, loading, empty…). */
    labels?: Partial<BatchedSelectLabels>;
  };

/**
 * A select (combobox + listbox) that renders its options in batches of 50 as the list scrolls,
 * from an array or an async `loadOptions`, with a search box when there are more than 5 options.
 */
export function BatchedSelect({
  options,
  loadOptions,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  valueLabel,
  name,
  batchSize = SELECT_BATCH_SIZE,
  size = 'md',
  labels,
  disabled,
  className,
  onKeyDown,
  ...props
}: BatchedSelectProps) {
  const l = useLabels('batchedSelect', defaultLabels, labels);
  const [value, setValue] = useControllableState<string | null>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const [chosen, setChosen] = useState<SelectOption | null>(null);
  const batches = useOptionBatches({ options, loadOptions, batchSize });
  const { items } = batches;
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const listboxRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const showSearch = (batches.unfilteredTotal ?? 0) > SEARCH_THRESHOLD || batches.search !== '';
  const active = items.length === 0 ? -1 : Math.min(Math.max(activeIndex, 0), items.length - 1);
  const selectedLabel =
    options?.find((option) => option.value === value)?.label ??
    (chosen?.value === value ? chosen?.label : undefined) ??
    items.find((option) => option.value === value)?.label ??
    (value !== null ? (valueLabel ?? value) : undefined);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) {
      batches.restart('');
      const selectedIndex = options ? options.findIndex((option) => option.value === value) : -1;
      setActiveIndex(selectedIndex >= 0 && selectedIndex < batchSize ? selectedIndex : 0);
    }
  };

  const choose = (option: SelectOption | undefined) => {
    if (!option || option.disabled) return;
    setChosen(option);
    setValue(option.value);
    setOpen(false);
  };

  const moveTo = (index: number, direction: 1 | -1) => {
    let next = Math.min(Math.max(index, 0), items.length - 1);
    while (items[next]?.disabled && next + direction >= 0 && next + direction < items.length) {
      next += direction;
    }
    setActiveIndex(next);
    if (next >= items.length - 1) batches.loadMore(items.length);
  };

  // Keep the highlighted option visible as the keyboard moves it (jsdom has no scrollIntoView).
  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from baseId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  // An async source may reveal only after its first batch that a search box is needed.
  useEffect(() => {
    if (open && showSearch && document.activeElement === listboxRef.current) {
      searchRef.current?.focus();
    }
  }, [open, showSearch]);

  const handleListKeyDown = (event: React.KeyboardEvent) => {
    switch (event.key) {
      case 'ArrowDown':
        moveTo(active + 1, 1);
        break;
      case 'ArrowUp':
        moveTo(active - 1, -1);
        break;
      case 'Home':
        moveTo(0, 1);
        break;
      case 'End':
        moveTo(items.length - 1, -1);
        break;
      case 'Enter':
        choose(items[active]);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const state = batches.status === 'loading' ? 'loading' : items.length === 0 ? 'empty' : 'ready';

  return (
    <Popover.Root open={open} onOpenChange={changeOpen}>
      <Popover.Trigger
        data-slot="batched-select"
        data-state={open ? 'open' : 'closed'}
        data-placeholder={selectedLabel === undefined ? '' : undefined}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        disabled={disabled}
        className={cn(batchedSelectTriggerVariants({ size }), className)}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!open && !disabled && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
            event.preventDefault();
            changeOpen(true);
          }
        }}
        {...props}
      >
        <span className="truncate">{selectedLabel ?? l.placeholder}</span>
        <ChevronDown aria-hidden />
      </Popover.Trigger>
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
      <Popover.Portal>
        <Popover.Content
          data-slot="batched-select-content"
          align="start"
          sideOffset={4}
          className="z-50 w-(--radix-popover-trigger-width) min-w-48 rounded-md border border-border bg-background p-1 text-sm text-foreground shadow-popover"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (searchRef.current ?? listboxRef.current)?.focus();
          }}
          onKeyDown={handleListKeyDown}
        >
          {showSearch ? (
            <input
              ref={searchRef}
              data-slot="batched-select-search"
              type="search"
              aria-label={l.search}
              placeholder={l.search}
              aria-controls={listboxId}
              aria-activedescendant={active >= 0 ? optionId(active) : undefined}
              autoComplete="off"
              value={batches.search}
              onChange={(event) => {
                batches.restart(event.target.value);
                setActiveIndex(0);
              }}
              className={cn(inputVariants({ size: 'sm' }), 'mb-1')}
            />
          ) : null}
          <div
            ref={listboxRef}
            id={listboxId}
            role="listbox"
            tabIndex={-1}
            aria-label={l.listbox}
            aria-busy={batches.status === 'loading'}
            aria-activedescendant={!showSearch && active >= 0 ? optionId(active) : undefined}
            data-slot="batched-select-listbox"
            data-state={state}
            className="max-h-72 overflow-y-auto outline-none"
            onScroll={(event) => {
              const list = event.currentTarget;
              if (list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MARGIN) {
                batches.loadMore(items.length);
              }
            }}
          >
            {items.map((option, index) => (
              // Options are not focusable: the focused element drives them by aria-activedescendant
              // (WAI-ARIA APG, combobox and listbox patterns), so keys are handled there.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
              <div
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === value}
                aria-disabled={option.disabled || undefined}
                data-slot="batched-select-option"
                data-highlighted={index === active ? '' : undefined}
                data-state={option.value === value ? 'checked' : 'unchecked'}
                className="flex cursor-default items-center justify-between gap-2 rounded-sm px-2 py-2 select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground aria-disabled:opacity-50"
                onPointerMove={() => setActiveIndex(index)}
                onClick={() => choose(option)}
              >
                <span className="truncate">{option.label}</span>
                {option.value === value ? <Check aria-hidden className="size-4 shrink-0" /> : null}
              </div>
            ))}
          </div>
          {state !== 'ready' || batches.status === 'error' ? (
            <p
              role="status"
              data-slot="batched-select-status"
              className="px-2 py-2 text-muted-foreground"
            >
              {batches.status === 'error'
                ? l.error
                : batches.status === 'loading'
                  ? l.loading
                  : l.empty}
            </p>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
