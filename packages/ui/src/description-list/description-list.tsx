import type * as React from 'react';
import { useLabels } from '../labels/labels';
import { cn } from '../lib/cn';

/** Labels of the description list. */
export type DescriptionListLabels = {
  /** Shown for a value that is empty (`null`, `undefined` or ''). */
  empty: string;
};

declare module '../labels/labels' {
  interface StrataLabels {
    descriptionList: DescriptionListLabels;
  }
}

const defaultLabels: DescriptionListLabels = { empty: '—' };

/** One field of a record: its name and what it holds. */
export type DescriptionListItem = {
  label: React.ReactNode;
  value: React.ReactNode;
};

export type DescriptionListProps = Omit<React.ComponentProps<'dl'>, 'children'> & {
  /** The fields, in reading order. */
  items: readonly DescriptionListItem[];
  /** Overrides of the labels. */
  labels?: Partial<DescriptionListLabels>;
};

function isEmpty(value: React.ReactNode): boolean {
  return value === null || value === undefined || value === '' || value === false;
}

/** A record's fields in view mode: two columns on wide screens, one on a phone. */
export function DescriptionList({ items, labels, className, ...props }: DescriptionListProps) {
  const l = useLabels('descriptionList', defaultLabels, labels);
  return (
    <dl
      data-slot="description-list"
      className={cn('grid grid-cols-1 gap-x-8 gap-y-4 text-sm sm:grid-cols-2', className)}
      {...props}
    >
      {items.map((item, index) => (
        // The items are a fixed list of fields, so their order is their identity.
        <div key={index} data-slot="description-list-item" className="flex min-w-0 flex-col gap-1">
          <dt data-slot="description-list-label" className="text-muted-foreground">
            {item.label}
          </dt>
          <dd
            data-slot="description-list-value"
            data-empty={isEmpty(item.value) ? '' : undefined}
            className="font-medium break-words whitespace-pre-line text-foreground data-empty:text-muted-foreground"
          >
            {isEmpty(item.value) ? l.empty : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
