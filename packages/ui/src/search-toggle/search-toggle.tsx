import { Search, X } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import { useEffect, useRef } from 'react';
import type * as React from 'react';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { useLabels } from '../labels/labels';

/** Labels of the search toggle. */
export type SearchToggleLabels = {
  /** The button that opens the search box. */
  open: string;
  /** The search box's accessible name. */
  input: string;
  /** The search box's placeholder. */
  placeholder: string;
  /** The button that clears and closes the search box. */
  close: string;
};

declare module '../labels/labels' {
  interface StrataLabels {
    searchToggle: SearchToggleLabels;
  }
}

const defaultLabels: SearchToggleLabels = {
  open: 'Search',
  input: 'Search',
  placeholder: 'Search',
  close: 'Close search',
};

export type SearchToggleProps = Omit<
  React.ComponentProps<'div'>,
  'children' | 'defaultValue' | 'onChange'
> & {
  /** Whether the search box is open, when the caller owns it. */
  open?: boolean;
  /** Whether the search box starts open, when the toggle owns it. */
  defaultOpen?: boolean;
  /** Called when the box opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The text in the box, when the caller owns it. */
  value?: string;
  /** The text the box starts with (an applied search), when the toggle owns it. */
  defaultValue?: string;
  /** Called on every keystroke. */
  onValueChange?: (value: string) => void;
  /** Runs a search with the trimmed text; '' restores the full list. */
  onSearch: (text: string) => void;
  /** Overrides of the English labels. */
  labels?: Partial<SearchToggleLabels>;
};

/**
 * A search button that opens a search box (spec 001 §2, 002 §2): Enter runs the search,
 * emptying the box restores the full list once, blur closes an empty box, Escape clears and closes.
 */
export function SearchToggle({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onSearch,
  labels,
  className,
  ...props
}: SearchToggleProps) {
  const l = useLabels('searchToggle', defaultLabels, labels);
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  // The search the list currently shows, so emptying the box restores it only once.
  const applied = useRef((valueProp ?? defaultValue).trim());
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef<'input' | 'toggle' | null>(null);

  useEffect(() => {
    const target = moveFocus.current;
    moveFocus.current = null;
    if (target === 'input') input.current?.focus();
    if (target === 'toggle') toggle.current?.focus();
  }, [open]);

  const search = (text: string) => {
    applied.current = text;
    onSearch(text);
  };

  const restore = () => {
    if (applied.current !== '') search('');
  };

  const close = (focusToggle: boolean) => {
    setValue('');
    restore();
    moveFocus.current = focusToggle ? 'toggle' : null;
    setOpen(false);
  };

  if (!open) {
    return (
      <div
        ref={root}
        data-slot="search-toggle"
        data-state="closed"
        className={cn('inline-flex items-center', className)}
        {...props}
      >
        <Button
          ref={toggle}
          variant="ghost"
          size="icon"
          data-slot="search-toggle-trigger"
          onClick={() => {
            moveFocus.current = 'input';
            setOpen(true);
          }}
        >
          <Search aria-hidden />
          <VisuallyHidden.Root>{l.open}</VisuallyHidden.Root>
        </Button>
      </div>
    );
  }

  return (
    <div
      ref={root}
      data-slot="search-toggle"
      data-state="open"
      className={cn('inline-flex items-center gap-1', className)}
      {...props}
      onBlur={(event) => {
        props.onBlur?.(event);
        // Focus moving between the box and the close button is not leaving the search.
        if (root.current?.contains(event.relatedTarget as Node | null) === true) return;
        if (value.trim() === '') close(false);
      }}
    >
      <form
        role="search"
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          const text = value.trim();
          if (text === '') restore();
          else search(text);
        }}
      >
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          ref={input}
          type="search"
          data-slot="search-toggle-input"
          aria-label={l.input}
          placeholder={l.placeholder}
          value={value}
          onChange={(event) => {
            const next = event.target.value;
            setValue(next);
            if (next.trim() === '') restore();
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            // Chrome's own Escape would only clear the box; ours clears and closes it.
            event.preventDefault();
            close(true);
          }}
          className={cn(
            'h-10 w-56 rounded-md border border-input bg-background pr-3 pl-9 text-sm text-foreground',
            'placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            '[&::-webkit-search-cancel-button]:hidden',
          )}
        />
      </form>
      <Button
        variant="ghost"
        size="icon"
        data-slot="search-toggle-close"
        onClick={() => close(true)}
      >
        <X aria-hidden />
        <VisuallyHidden.Root>{l.close}</VisuallyHidden.Root>
      </Button>
    </div>
  );
}
