import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { useLabels } from '../labels/labels';

/** Labels of the loading state. */
export type LoadingStateLabels = {
  /** What the status says while waiting. */
  loading: string;
};

declare module '../labels/labels' {
  interface StrataLabels {
    loadingState: LoadingStateLabels;
  }
}

const defaultLabels: LoadingStateLabels = { loading: 'Loading…' };

/** Every loading state size: `sm` sits inside a table or card, `md` fills a page section. */
export const loadingStateSizeOptions = ['sm', 'md'] as const;

/** The loading state's classes for a size. */
export const loadingStateVariants = cva(
  'flex flex-col items-center justify-center gap-2 text-center text-sm text-muted-foreground',
  {
    variants: {
      size: {
        sm: 'px-4 py-6 [&_svg]:size-6',
        md: 'px-6 py-12 [&_svg]:size-8',
      } satisfies Record<(typeof loadingStateSizeOptions)[number], string>,
    },
    defaultVariants: { size: 'md' },
  },
);

export type LoadingStateProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof loadingStateVariants> & {
    /** Overrides of the English labels. */
    labels?: Partial<LoadingStateLabels>;
  };

/** A spinner with a polite live status, shown while data loads. */
export function LoadingState({ labels, size = 'md', className, ...props }: LoadingStateProps) {
  const l = useLabels('loadingState', defaultLabels, labels);
  return (
    <div
      role="status"
      data-slot="loading-state"
      data-size={size}
      className={cn(loadingStateVariants({ size }), className)}
      {...props}
    >
      <LoaderCircle aria-hidden className="animate-spin motion-reduce:animate-none" />
      <span>{l.loading}</span>
    </div>
  );
}
