import type * as React from 'react';
import { cn } from '../lib/cn';

export type ListToolbarProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The list's search, usually a `SearchToggle`. */
  search?: React.ReactNode;
  /** Filters that narrow the list, e.g. the super user's property select. */
  filters?: React.ReactNode;
  /** Buttons at the far end (add, upload). */
  actions?: React.ReactNode;
};

/**
 * The row above a list: search and filters at the start, actions at the end; on a phone the
 * groups wrap onto their own lines.
 */
export function ListToolbar({ search, filters, actions, className, ...props }: ListToolbarProps) {
  return (
    <div
      data-slot="list-toolbar"
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-2', className)}
      {...props}
    >
      {search != null && (
        <div data-slot="list-toolbar-search" className="flex items-center">
          {search}
        </div>
      )}
      {filters != null && (
        <div data-slot="list-toolbar-filters" className="flex flex-wrap items-center gap-2">
          {filters}
        </div>
      )}
      {actions != null && (
        <div
          data-slot="list-toolbar-actions"
          className="ms-auto flex flex-wrap items-center justify-end gap-2"
        >
          {actions}
        </div>
      )}
    </div>
  );
}
