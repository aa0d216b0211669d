import { PAGE_SIZE, pageIndicator, rowNumber, totalPages } from '@strata/domain';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import { useEffect, useRef } from 'react';
import type * as React from 'react';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { useLabels } from '../labels/labels';

/** Labels of the paginator. */
export type DataTablePaginationLabels = {
  first: string;
  previous: string;
  next: string;
  last: string;
  /** The visible page indicator, one-based (spec 001 §2: 'n / total pages'). */
  page: (page: number, pages: number) => string;
  /** The page indicator as a screen reader hears it. */
  pageSpoken: (page: number, pages: number) => string;
  /** The live status of the rows shown, one-based and inclusive; `total` 0 when there are none. */
  showing: (from: number, to: number, total: number) => string;
};

declare module '../labels/labels' {
  interface StrataLabels {
    dataTablePagination: DataTablePaginationLabels;
  }
}

const defaultLabels: DataTablePaginationLabels = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  // The domain's 'n / total pages' (it takes the zero-based page).
  page: (page, pages) => pageIndicator(page - 1, pages) ?? '',
  pageSpoken: (page, pages) => `Page ${page} of ${pages}`,
  showing: (from, to, total) =>
    total === 0 ? 'Showing 0 of 0' : `Showing ${from}–${to} of ${total}`,
};

export type DataTablePaginationProps = Omit<
  React.ComponentProps<'nav'>,
  'children' | 'aria-label'
> & {
  /** Names the navigation landmark, e.g. 'Owners pages'. Required: a page may hold several. */
  'aria-label': string;
  /** The zero-based page, when the caller owns it. */
  page?: number;
  /** The zero-based page to start on, when the paginator owns it. */
  defaultPage?: number;
  /** Called with the zero-based page the user asked for. */
  onPageChange?: (page: number) => void;
  /** Rows in the whole list (the server's `total`). */
  total: number;
  /** Rows per page (spec: 20). */
  pageSize?: number;
  /** Overrides of the English labels. */
  labels?: Partial<DataTablePaginationLabels>;
};

type Target = 'first' | 'previous' | 'next' | 'last';

/** Where the paginator stands; on the DOM as `data-state`. */
export const dataTablePaginationStateOptions = [
  'empty',
  'single',
  'first',
  'middle',
  'last',
] as const;
/** Where the paginator stands. */
export type DataTablePaginationState = (typeof dataTablePaginationStateOptions)[number];

/**
 * The list paginator: 'n / total pages' with first, previous, next and last buttons, disabled
 * at the ends, and a live status of the rows shown ('Showing 21–40 of 612'). Page count and row
 * numbers are the domain's (`totalPages`, `rowNumber`). With no rows there is no page to show, so
 * the indicator and buttons are hidden and only the live status stays ('Showing 0 of 0'), which
 * keeps announcing that a search found nothing.
 */
export function DataTablePagination({
  page: pageProp,
  defaultPage = 0,
  onPageChange,
  total,
  pageSize = PAGE_SIZE,
  labels,
  className,
  ...props
}: DataTablePaginationProps) {
  const l = useLabels('dataTablePagination', defaultLabels, labels);
  const [rawPage, setPage] = useControllableState({
    value: pageProp,
    defaultValue: defaultPage,
    onChange: onPageChange,
  });
  const pages = totalPages(total, pageSize);
  const page = Math.min(Math.max(0, rawPage), Math.max(0, pages - 1));
  const atStart = page === 0;
  const atEnd = page >= pages - 1;
  const from = rowNumber(page, 0, pageSize);
  const to = Math.min(total, rowNumber(page, pageSize - 1, pageSize));
  const state: DataTablePaginationState =
    pages === 0
      ? 'empty'
      : atStart && atEnd
        ? 'single'
        : atStart
          ? 'first'
          : atEnd
            ? 'last'
            : 'middle';

  const buttons = useRef<Partial<Record<Target, HTMLButtonElement | null>>>({});
  const pressed = useRef<Target | null>(null);
  // A button that disables itself under the user's focus would drop focus to <body>; hand it to
  // the button on the other side instead (the end the user reached has nowhere further to go).
  useEffect(() => {
    const target = pressed.current;
    pressed.current = null;
    if (target == null) return;
    const button = buttons.current[target];
    if (button == null || !button.disabled) return;
    if (document.activeElement !== button && document.activeElement !== document.body) return;
    const counterpart = target === 'first' || target === 'previous' ? 'next' : 'previous';
    buttons.current[counterpart]?.focus();
  }, [page]);

  const go = (target: Target, next: number) => () => {
    pressed.current = target;
    setPage(next);
  };

  const pageButton = (target: Target, next: number, disabled: boolean, icon: React.ReactNode) => (
    <Button
      ref={(node) => {
        buttons.current[target] = node;
      }}
      variant="outline"
      size="icon"
      className="size-8"
      data-slot={`data-table-pagination-${target}`}
      disabled={disabled}
      onClick={go(target, next)}
    >
      {icon}
      <VisuallyHidden.Root>{l[target]}</VisuallyHidden.Root>
    </Button>
  );

  return (
    <nav
      data-slot="data-table-pagination"
      data-state={state}
      className={cn('flex flex-wrap items-center justify-between gap-3 py-3 text-sm', className)}
      {...props}
    >
      <p
        role="status"
        data-slot="data-table-pagination-status"
        className="text-muted-foreground tabular-nums"
      >
        {state === 'empty' ? l.showing(0, 0, 0) : l.showing(from, to, total)}
      </p>
      {state !== 'empty' && (
        <div className="flex items-center gap-1">
          {pageButton('first', 0, atStart, <ChevronsLeft aria-hidden />)}
          {pageButton('previous', page - 1, atStart, <ChevronLeft aria-hidden />)}
          <span
            data-slot="data-table-pagination-page"
            className="min-w-16 px-2 text-center font-medium tabular-nums"
          >
            <span aria-hidden>{l.page(page + 1, pages)}</span>
            <VisuallyHidden.Root>{l.pageSpoken(page + 1, pages)}</VisuallyHidden.Root>
          </span>
          {pageButton('next', page + 1, atEnd, <ChevronRight aria-hidden />)}
          {pageButton('last', pages - 1, atEnd, <ChevronsRight aria-hidden />)}
        </div>
      )}
    </nav>
  );
}
