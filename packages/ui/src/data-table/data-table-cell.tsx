import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

/**
 * Where a column goes when rows are cards (below `md`, ADR 0013): a labelled `field`, the card's
 * `title`, its `actions` at the foot, or `hidden` (left out of the card, still read by a screen
 * reader, as the '#' column is).
 */
export const dataTableCardSlotOptions = ['field', 'title', 'actions', 'hidden'] as const;
/** Where a column goes when rows are cards. */
export type DataTableCardSlot = (typeof dataTableCardSlotOptions)[number];

/** A body cell's classes: a table cell from `md`, its place in the row's card below. */
export const dataTableCellVariants = cva('max-md:min-w-0', {
  variants: {
    card: {
      field:
        'max-md:grid max-md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] max-md:items-baseline max-md:gap-3 max-md:text-left max-md:whitespace-normal',
      title: 'max-md:order-first max-md:text-base max-md:font-semibold max-md:whitespace-normal',
      actions:
        'max-md:order-last max-md:flex max-md:flex-wrap max-md:items-center max-md:justify-end max-md:gap-2 max-md:border-t max-md:pt-3 max-md:empty:sr-only',
      hidden: 'max-md:sr-only',
    } satisfies Record<DataTableCardSlot, string>,
  },
  defaultVariants: { card: 'field' },
});

export type DataTableCellProps = React.ComponentProps<'td'> & {
  /** The column's header, shown as the value's label in a `field` card slot. */
  label: React.ReactNode;
  /** Where the cell goes in the row's card. */
  card?: DataTableCardSlot;
};

/**
 * A body cell. In a card a `field` shows its column's header beside its value: the label is
 * hidden from screen readers, which name the cell by its column header as in the table (the
 * header row stays in the accessibility tree, visually hidden).
 */
export function DataTableCell({
  label,
  card = 'field',
  className,
  children,
  ...props
}: DataTableCellProps) {
  return (
    // The explicit role keeps the cell a cell where a browser drops table semantics for an
    // element whose CSS display is no longer a table's (the card layout).
    <td
      // The rule takes a td for a grid's cell; this table is no grid.
      // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
      role="cell"
      data-slot="data-table-cell"
      data-card={card}
      className={cn(dataTableCellVariants({ card }), className)}
      {...props}
    >
      {card === 'field' ? (
        <>
          <span
            aria-hidden
            data-slot="data-table-cell-label"
            className="font-medium text-muted-foreground md:hidden"
          >
            {label}
          </span>
          <div data-slot="data-table-cell-value" className="max-md:break-words md:contents">
            {children}
          </div>
        </>
      ) : (
        children
      )}
    </td>
  );
}
