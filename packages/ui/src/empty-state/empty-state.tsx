import { cva, type VariantProps } from 'class-variance-authority';
import { Inbox } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { useLabels } from '../labels/labels';

/** Labels of the empty state. */
export type EmptyStateLabels = {
  /** The title when the caller gives none. */
  title: string;
};

declare module '../labels/labels' {
  interface StrataLabels {
    emptyState: EmptyStateLabels;
  }
}

const defaultLabels: EmptyStateLabels = { title: 'No Data' };

/** Every empty state size: `sm` sits inside a table or card, `md` fills a page section. */
export const emptyStateSizeOptions = ['sm', 'md'] as const;

/** The empty state's classes for a size. */
export const emptyStateVariants = cva(
  'flex flex-col items-center justify-center gap-2 text-center',
  {
    variants: {
      size: {
        sm: 'px-4 py-6 [&_[data-slot=empty-state-icon]]:size-8',
        md: 'px-6 py-12 [&_[data-slot=empty-state-icon]]:size-12',
      } satisfies Record<(typeof emptyStateSizeOptions)[number], string>,
    },
    defaultVariants: { size: 'md' },
  },
);

export type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> &
  VariantProps<typeof emptyStateVariants> & {
    /** What is empty; defaults to the 'No Data' label. */
    title?: React.ReactNode;
    /** One more line of explanation. */
    description?: React.ReactNode;
    /** A decorative icon; defaults to an empty tray. */
    icon?: React.ReactNode;
    /** What the user can do about it, e.g. an add button. */
    action?: React.ReactNode;
    /** Overrides of the English labels. */
    labels?: Partial<EmptyStateLabels>;
  };

/** A block saying there is nothing to show yet, with an optional way forward. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  labels,
  size = 'md',
  className,
  ...props
}: EmptyStateProps) {
  const l = useLabels('emptyState', defaultLabels, labels);
  return (
    <div
      data-slot="empty-state"
      data-size={size}
      className={cn(emptyStateVariants({ size }), className)}
      {...props}
    >
      <span
        data-slot="empty-state-icon"
        aria-hidden
        className="text-muted-foreground [&>svg]:size-full"
      >
        {icon ?? <Inbox strokeWidth={1.5} />}
      </span>
      <p data-slot="empty-state-title" className="text-sm font-medium text-foreground">
        {title ?? l.title}
      </p>
      {description != null && (
        <p
          data-slot="empty-state-description"
          className="max-w-prose text-sm text-muted-foreground"
        >
          {description}
        </p>
      )}
      {action != null && (
        <div data-slot="empty-state-action" className="mt-2 flex flex-wrap justify-center gap-2">
          {action}
        </div>
      )}
    </div>
  );
}
