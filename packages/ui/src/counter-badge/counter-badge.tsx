import { formatCounter } from '@strata/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { VisuallyHidden } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { useLabels } from '../labels/labels';

/** Labels of the counter badge. */
export type CounterBadgeLabels = {
  /** What a screen reader hears for the exact count, e.g. '12 unread'. */
  count: (count: number) => string;
};

declare module '../labels/labels' {
  interface StrataLabels {
    counterBadge: CounterBadgeLabels;
  }
}

const defaultLabels: CounterBadgeLabels = { count: (count) => `${count} unread` };

/** Every counter badge tone. */
export const counterBadgeVariantOptions = ['danger', 'primary'] as const;

/** The counter badge's classes for a tone. */
export const counterBadgeVariants = cva(
  'inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-pill px-1.5 text-xs leading-none font-semibold tabular-nums',
  {
    variants: {
      variant: {
        danger: 'bg-destructive text-destructive-foreground',
        primary: 'bg-primary text-primary-foreground',
      } satisfies Record<(typeof counterBadgeVariantOptions)[number], string>,
    },
    defaultVariants: { variant: 'danger' },
  },
);

export type CounterBadgeProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof counterBadgeVariants> & {
    /** The number to show: above 9 it reads '9+', at 0 or below nothing renders. */
    count: number;
    /** Overrides of the English labels. */
    labels?: Partial<CounterBadgeLabels>;
  };

/**
 * A small count bubble (unread messages, pending payments). Shows '9+' above nine and nothing at
 * zero (spec 000 §2); a screen reader hears the exact count from the labels.
 */
export function CounterBadge({
  count,
  labels,
  className,
  variant = 'danger',
  ...props
}: CounterBadgeProps) {
  const l = useLabels('counterBadge', defaultLabels, labels);
  const shown = formatCounter(count);
  if (shown === '') return null;
  return (
    <span
      data-slot="counter-badge"
      data-variant={variant}
      className={cn(counterBadgeVariants({ variant }), className)}
      {...props}
    >
      <span aria-hidden>{shown}</span>
      <VisuallyHidden.Root>{l.count(count)}</VisuallyHidden.Root>
    </span>
  );
}
