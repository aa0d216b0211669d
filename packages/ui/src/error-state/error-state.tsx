import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, RotateCw } from 'lucide-react';
import type * as React from 'react';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { useLabels } from '../labels/labels';

/** Labels of the error state. */
export type ErrorStateLabels = {
  /** The title when the caller gives none (spec 000 §8's fallback message). */
  title: string;
  /** The retry button. */
  retry: string;
};

declare module '../labels/labels' {
  interface StrataLabels {
    errorState: ErrorStateLabels;
  }
}

const defaultLabels: ErrorStateLabels = { title: 'Something went wrong', retry: 'Try again' };

/** Every error state size: `sm` sits inside a table or card, `md` fills a page section. */
export const errorStateSizeOptions = ['sm', 'md'] as const;

/** The error state's classes for a size. */
export const errorStateVariants = cva(
  'flex flex-col items-center justify-center gap-2 text-center',
  {
    variants: {
      size: {
        sm: 'px-4 py-6 [&_[data-slot=error-state-icon]]:size-8',
        md: 'px-6 py-12 [&_[data-slot=error-state-icon]]:size-12',
      } satisfies Record<(typeof errorStateSizeOptions)[number], string>,
    },
    defaultVariants: { size: 'md' },
  },
);

export type ErrorStateProps = Omit<React.ComponentProps<'div'>, 'title'> &
  VariantProps<typeof errorStateVariants> & {
    /** What failed; defaults to 'Something went wrong'. */
    title?: React.ReactNode;
    /** The detail, e.g. the server's message. */
    description?: React.ReactNode;
    /** Shows a retry button that calls this. */
    onRetry?: () => void;
    /** Any other way forward, shown beside the retry button. */
    action?: React.ReactNode;
    /** Overrides of the English labels. */
    labels?: Partial<ErrorStateLabels>;
  };

/** A block saying loading failed, announced as an alert, with an optional retry. */
export function ErrorState({
  title,
  description,
  onRetry,
  action,
  labels,
  size = 'md',
  className,
  ...props
}: ErrorStateProps) {
  const l = useLabels('errorState', defaultLabels, labels);
  const heading = title ?? l.title;
  // A detail that only repeats the title ('Something went wrong' twice) is left out.
  const detail = description === heading ? null : description;
  return (
    <div
      data-slot="error-state"
      data-size={size}
      className={cn(errorStateVariants({ size }), className)}
      {...props}
    >
      <span data-slot="error-state-icon" aria-hidden className="text-destructive [&>svg]:size-full">
        <CircleAlert strokeWidth={1.5} />
      </span>
      <div role="alert" className="flex flex-col gap-1">
        <p data-slot="error-state-title" className="text-sm font-medium text-foreground">
          {heading}
        </p>
        {detail != null && (
          <p
            data-slot="error-state-description"
            className="max-w-prose text-sm text-muted-foreground"
          >
            {detail}
          </p>
        )}
      </div>
      {(onRetry != null || action != null) && (
        <div data-slot="error-state-action" className="mt-2 flex flex-wrap justify-center gap-2">
          {onRetry != null && (
            <Button variant="outline" size="sm" onClick={onRetry}>
              <RotateCw aria-hidden />
              {l.retry}
            </Button>
          )}
          {action}
        </div>
      )}
    </div>
  );
}
