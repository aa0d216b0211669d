import { AUTOCOMPLETE_DELAY_MS } from '@strata/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { Popover } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import type * as React from 'react';
import { inputVariants } from '../input/input';
import { useLabels } from '../labels/labels';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';

export const autocompleteSizeOptions = ['sm', 'md'] as const;

/** Spec 001: the search fires 200 ms after typing stops. */

export const autocompleteVariants = cva('', {
  variants: {
    size: {
      sm: inputVariants({ size: 'sm' }),
      md: inputVariants({ size: 'md' }),
    } satisfies Record<(typeof autocompleteSizeOptions)[number], string>,
  },
  defaultVariants: { size: 'md' },
});

/** One suggestion: `value` identifies it, `label` is shown and fills the input once chosen. */
export type AutocompleteItem = { value: string; label: string; description?: string };

/** Texts the autocomplete shows. */
export type AutocompleteLabels = { noResults: string; loading: string; listbox: string };

declare module '../labels/labels' {
  interface StrataLabels {
    autocomplete: AutocompleteLabels;
  }
}

const defaultLabels: AutocompleteLabels = {
  noResults: 'No results',
  loading: 'Searching…',
  listbox: 'Suggestions',
};

export type AutocompleteProps = Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onSelect' | 'size' | 'type'
> &
  VariantProps<typeof autocompleteVariants> & {
    /**
     * Called with the trimmed text once typing stops. Return a promise of items to let the
     * component hold them, or nothing and pass `items` and `loading` yourself.
     */
    onSearch: (text: string) => Promise<AutocompleteItem[]> | void;
    /** Suggestions the caller holds (when `onSearch` returns nothing). */
    items?: readonly AutocompleteItem[];
    /** Whether the caller's search is running (when `onSearch` returns nothing). */
    loading?: boolean;
    /** Called with the chosen suggestion. */
    onSelect?: (item: AutocompleteItem) => void;
    /** The input's text (controlled). */
    value?: string;
    /** The starting text when uncontrolled. */
    defaultValue?: string;
    /** Called with the text as it is typed or filled by a choice. */
    onValueChange?: (value: string) => void;
    /** Milliseconds of quiet before the search fires; injectable for tests. */
    delay?: number;
    /** Overrides of the texts ('No results', loading…). */
    labels?: Partial<AutocompleteLabels>;
  };

type Results = { status: 'idle' | 'loading' | 'done'; items: readonly AutocompleteItem[] };

/**
 * A text input that suggests items (combobox + listbox). It searches `delay` ms after typing
 * stops, only for non-empty trimmed text; keys that do not change the text never search.
 */
export function Autocomplete({
  onSearch,
  items: itemsProp,
  loading: loadingProp,
  onSelect,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  delay = AUTOCOMPLETE_DELAY_MS,
  size = 'md',
  labels,
  disabled,
  className,
  onKeyDown,
  onChange,
  onBlur,
  ...props
}: AutocompleteProps) {
  const l = useLabels('autocomplete', defaultLabels, labels);
  const [text, setText] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [results, setResults] = useState<Results>({ status: 'idle', items: [] });
  // Whether the last search handed its results back (a promise) or left them to the caller.
  const [selfManaged, setSelfManaged] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  useEffect(() => () => clearTimeout(timer.current), []);

  const items = selfManaged ? results.items : (itemsProp ?? []);
  const loading = selfManaged ? results.status === 'loading' : Boolean(loadingProp);
  const searched = selfManaged ? results.status === 'done' : itemsProp !== undefined;
  const active = activeIndex >= 0 && activeIndex < items.length ? activeIndex : -1;
  const expanded = open && (loading || items.length > 0 || searched);

  const search = (query: string) => {
    const id = ++request.current;
    const pending = onSearch(query);
    setOpen(true);
    setActiveIndex(-1);
    if (!pending) {
      setSelfManaged(false);
      return;
    }
    setSelfManaged(true);
    setResults((previous) => ({ status: 'loading', items: previous.items }));
    pending.then(
      (found) => {
        if (id === request.current) setResults({ status: 'done', items: found });
      },
      () => {
        if (id === request.current) setResults({ status: 'done', items: [] });
      },
    );
  };

  const schedule = (next: string) => {
    clearTimeout(timer.current);
    const query = next.trim();
    if (query === '') {
      request.current++;
      setOpen(false);
      setResults({ status: 'idle', items: [] });
      return;
    }
    timer.current = setTimeout(() => search(query), delay);
  };

  const choose = (item: AutocompleteItem | undefined) => {
    if (!item) return;
    clearTimeout(timer.current);
    setText(item.label);
    setOpen(false);
    onSelect?.(item);
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    switch (event.key) {
      case 'ArrowDown':
        if (!open && items.length > 0) setOpen(true);
        setActiveIndex(items.length === 0 ? -1 : (active + 1) % items.length);
        break;
      case 'ArrowUp':
        if (!open && items.length > 0) setOpen(true);
        setActiveIndex(items.length === 0 ? -1 : active <= 0 ? items.length - 1 : active - 1);
        break;
      case 'Enter':
        if (!expanded || active < 0) return;
        choose(items[active]);
        break;
      case 'Escape':
        if (!expanded) return;
        setOpen(false);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <Popover.Root open={expanded} onOpenChange={setOpen}>
      <Popover.Anchor asChild>
        <input
          ref={inputRef}
          data-slot="autocomplete"
          data-state={expanded ? 'open' : 'closed'}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-busy={loading || undefined}
          disabled={disabled}
          value={text}
          className={cn(autocompleteVariants({ size }), className)}
          onChange={(event) => {
            setText(event.target.value);
            schedule(event.target.value);
            onChange?.(event);
          }}
          onKeyDown={handleKeyDown}
          onBlur={(event) => {
            setOpen(false);
            onBlur?.(event);
          }}
          {...props}
        />
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          data-slot="autocomplete-content"
          align="start"
          sideOffset={4}
          className="z-50 w-(--radix-popover-trigger-width) min-w-48 rounded-md border border-border bg-background p-1 text-sm text-foreground shadow-popover"
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (event.target === inputRef.current) event.preventDefault();
          }}
        >
          <div
            id={listboxId}
            role="listbox"
            aria-label={l.listbox}
            data-slot="autocomplete-listbox"
            className="max-h-72 overflow-y-auto"
          >
            {items.map((item, index) => (
              // Options are not focusable: the focused element drives them by aria-activedescendant
              // (WAI-ARIA APG, combobox and listbox patterns), so keys are handled there.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
              <div
                key={item.value}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                data-slot="autocomplete-option"
                data-highlighted={index === active ? '' : undefined}
                className="flex cursor-default flex-col rounded-sm px-2 py-2 select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground"
                onPointerDown={(event) => event.preventDefault()}
                onPointerMove={() => setActiveIndex(index)}
                onClick={() => choose(item)}
              >
                <span>{item.label}</span>
                {item.description ? (
                  <span className="text-xs text-muted-foreground">{item.description}</span>
                ) : null}
              </div>
            ))}
          </div>
          {loading || items.length === 0 ? (
            <p
              role="status"
              data-slot="autocomplete-status"
              className="px-2 py-2 text-muted-foreground"
            >
              {loading ? l.loading : l.noResults}
            </p>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
