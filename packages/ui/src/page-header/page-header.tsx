import type * as React from 'react';
import { cn } from '../lib/cn';

export type PageHeaderProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** The screen's heading, rendered as its one `h1`. */
  title: React.ReactNode;
  /** Buttons on the right of the title (add, upload, edit); they wrap under it on a phone. */
  actions?: React.ReactNode;
  /** A back link or button before the title (a detail screen's way to its list). */
  back?: React.ReactNode;
  /** A row under the title, e.g. a list's search and filters. */
  children?: React.ReactNode;
};

/** A screen's title row: back, the `h1` and the actions, wrapping on narrow screens. */
export function PageHeader({
  title,
  actions,
  back,
  children,
  className,
  ...props
}: PageHeaderProps) {
  return (
    <div data-slot="page-header" className={cn('flex flex-col gap-4 pb-4', className)} {...props}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        {back != null && (
          <div data-slot="page-header-back" className="shrink-0">
            {back}
          </div>
        )}
        <h1
          data-slot="page-header-title"
          className="min-w-48 flex-1 text-2xl leading-tight font-semibold break-words text-foreground"
        >
          {title}
        </h1>
        {actions != null && (
          <div data-slot="page-header-actions" className="flex flex-wrap items-center gap-2">
            {actions}
          </div>
        )}
      </div>
      {children != null && <div data-slot="page-header-content">{children}</div>}
    </div>
  );
}
