import { PAGE_SIZE, rowNumber } from '@strata/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { cn } from '../lib/cn';
import { useLabels } from '../labels/labels';
import { DataTableCell, type DataTableCardSlot } from './data-table-cell';

/** Labels of the data table. */
export type DataTableLabels = {
  /** Header of the row-number column. */
  rowNumber: string;
  /** The empty state (spec 001 §2: 'No Data'). */
  noData: string;
  /** Announced while rows load. */
  loading: string;
  /** The error title when the caller gives no message. */
  error: string;
  /** The retry button of the error state. */
  retry: string;
};

declare module '../labels/labels' {
  interface StrataLabels {
    dataTable: DataTableLabels;
  }
}

const defaultLabels: DataTableLabels = {
  rowNumber: '#',
  noData: 'No Data',
  loading: 'Loading…',
  error: 'Something went wrong',
  retry: 'Try again',
};

/** One column: its header, how to draw a row's cell, and whether the caller hides it. */
export type DataTableColumn<Row> = {
  /** Stable key of the column. */
  id: string;
  /** The header cell's content (translated by the caller). */
  header: React.ReactNode;
  /** The body cell's content for a row. */
  cell: (row: Row) => React.ReactNode;
  /** Leaves the column out, e.g. Unit for owners (spec 001 §2). */
  hidden?: boolean;
  /** Classes for the column's header and body cells. */
  className?: string;
  /** Where the column goes when rows are cards, below `md`; defaults to a labelled `field`. */
  card?: DataTableCardSlot;
};

/** What the table shows: its rows, skeleton rows while loading, or an error. */
export const dataTableStatusOptions = ['ready', 'loading', 'error'] as const;
/** What the table shows. */
export type DataTableStatus = (typeof dataTableStatusOptions)[number];

/** Every row density. */
export const dataTableDensityOptions = ['comfortable', 'compact'] as const;

/**
 * The table's classes for a density. From `md` it is a table; below, each row is a card (ADR 0013)
 * and the header row is visually hidden.
 */
export const dataTableVariants = cva(
  'w-full caption-top border-collapse text-left text-sm max-md:block max-md:[&>caption]:block',
  {
    variants: {
      density: {
        comfortable: 'md:[&_td]:px-4 md:[&_td]:py-3 [&_th]:px-4 [&_th]:py-3',
        compact: 'md:[&_td]:px-3 md:[&_td]:py-1.5 [&_th]:px-3 [&_th]:py-2',
      } satisfies Record<(typeof dataTableDensityOptions)[number], string>,
    },
    defaultVariants: { density: 'comfortable' },
  },
);

/** The table's name: a visible caption, or an aria-label when the page title already says it. */
type DataTableName =
  { caption: React.ReactNode; 'aria-label'?: never } | { 'aria-label': string; caption?: never };

export type DataTableProps<Row> = Omit<React.ComponentProps<'table'>, 'children' | 'aria-label'> &
  VariantProps<typeof dataTableVariants> &
  DataTableName & {
    /** The columns, in order; hidden ones are left out. */
    columns: readonly DataTableColumn<Row>[];
    /** The rows of the current page. */
    rows: readonly Row[];
    /** A stable id per row (the React key). */
    getRowId: (row: Row) => string;
    /** Adds the '#' column whose numbers continue across pages. */
    showRowNumbers?: boolean;
    /** The zero-based page the rows belong to, for the row numbers. */
    page?: number;
    /** Rows per page, for the row numbers and the skeleton rows (spec: 20). */
    pageSize?: number;
    /** Rows, skeleton rows while loading, or the error. */
    status?: DataTableStatus;
    /** The error's detail, e.g. the server's message. */
    errorMessage?: React.ReactNode;
    /** Shows a retry button in the error state. */
    onRetry?: () => void;
    /** Shown under 'No Data', e.g. the add button where adding is allowed. */
    emptyAction?: React.ReactNode;
    /** Marks rows to draw attention to (a live-prepended audit entry, say). */
    isRowHighlighted?: (row: Row) => boolean;
    /** How many skeleton rows to show while loading; defaults to 5. */
    loadingRows?: number;
    /** Overrides of the English labels. */
    labels?: Partial<DataTableLabels>;
  };

/**
 * A semantic, accessible table of typed rows with row numbers that continue across pages,
 * a 'No Data' state, skeleton rows while loading (`aria-busy`) and an error with retry.
 * Below `md` each row is a card within the screen's width: the headers become labels beside the
 * values, the `actions` column sits at the card's foot (ADR 0013). The table, its rows, cells
 * and column headers keep their roles at every width.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  showRowNumbers = true,
  page = 0,
  pageSize = PAGE_SIZE,
  status = 'ready',
  errorMessage,
  onRetry,
  emptyAction,
  isRowHighlighted,
  loadingRows = 5,
  labels,
  caption,
  density = 'comfortable',
  className,
  ...props
}: DataTableProps<Row>) {
  const l = useLabels('dataTable', defaultLabels, labels);
  const shown = columns.filter((column) => column.hidden !== true);
  const span = shown.length + (showRowNumbers ? 1 : 0);
  const state = status === 'ready' && rows.length === 0 ? 'empty' : status;

  return (
    <div data-slot="data-table-container" className="relative w-full overflow-x-auto">
      <div role="status" className="sr-only">
        {status === 'loading' ? l.loading : ''}
      </div>
      {/* Explicit roles: the card layout changes the elements' CSS display, which makes some
          browsers drop their table semantics (ADR 0013). */}
      <table
        role="table"
        data-slot="data-table"
        data-state={state}
        data-density={density}
        aria-busy={status === 'loading' || undefined}
        className={cn(dataTableVariants({ density }), className)}
        {...props}
      >
        {caption != null && (
          <caption
            data-slot="data-table-caption"
            className="pb-3 text-left text-base font-semibold text-foreground"
          >
            {caption}
          </caption>
        )}
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- as the table's role */}
        <thead
          role="rowgroup"
          data-slot="data-table-header"
          className="border-b bg-muted max-md:sr-only"
        >
          <tr role="row">
            {showRowNumbers && (
              <th
                role="columnheader"
                scope="col"
                className="w-12 font-semibold text-muted-foreground tabular-nums"
              >
                {l.rowNumber}
              </th>
            )}
            {shown.map((column) => (
              <th
                key={column.id}
                role="columnheader"
                scope="col"
                data-column={column.id}
                // Headers wrap when the page is short of room ('No. Kenderaan' in Malay at
                // 1280 px), so the last column is never pushed out of the table's box.
                className={cn('font-semibold text-muted-foreground', column.className)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- as the table's role */}
        <tbody
          role="rowgroup"
          data-slot="data-table-body"
          className="max-md:flex max-md:flex-col max-md:gap-3"
        >
          {state === 'ready' &&
            rows.map((row, index) => {
              const highlighted = isRowHighlighted?.(row) === true;
              return (
                <tr
                  key={getRowId(row)}
                  role="row"
                  data-slot="data-table-row"
                  data-highlighted={highlighted ? '' : undefined}
                  className={cn(
                    'transition-colors data-highlighted:bg-accent data-highlighted:text-accent-foreground',
                    'md:border-b md:last:border-b-0 md:hover:bg-muted/60',
                    'max-md:flex max-md:flex-col max-md:gap-2 max-md:rounded-lg max-md:border max-md:p-4 max-md:shadow-card',
                  )}
                >
                  {showRowNumbers && (
                    <DataTableCell
                      label={l.rowNumber}
                      card="hidden"
                      data-slot="data-table-row-number"
                      className="tabular-nums"
                    >
                      {rowNumber(page, index, pageSize)}
                    </DataTableCell>
                  )}
                  {shown.map((column) => (
                    <DataTableCell
                      key={column.id}
                      label={column.header}
                      card={column.card}
                      data-column={column.id}
                      className={column.className}
                    >
                      {column.cell(row)}
                    </DataTableCell>
                  ))}
                </tr>
              );
            })}
          {state === 'loading' &&
            Array.from({ length: loadingRows }, (_, index) => (
              <tr key={index} data-slot="data-table-skeleton-row" aria-hidden className="border-b">
                {Array.from({ length: span }, (_, cell) => (
                  <td key={cell}>
                    <div className="h-4 animate-pulse rounded-sm bg-muted motion-reduce:animate-none" />
                  </td>
                ))}
              </tr>
            ))}
          {state === 'empty' && (
            <tr data-slot="data-table-empty">
              <td colSpan={span}>
                <EmptyState size="sm" title={l.noData} action={emptyAction} />
              </td>
            </tr>
          )}
          {state === 'error' && (
            <tr data-slot="data-table-error">
              <td colSpan={span}>
                <ErrorState
                  size="sm"
                  title={l.error}
                  description={errorMessage}
                  onRetry={onRetry}
                  labels={{ retry: l.retry }}
                />
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
