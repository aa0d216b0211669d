import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

/** Every pill tone: a record's Active/Inactive flag, or a status tone. */
export const pillVariantOptions = [
  'active',
  'inactive',
  'success',
  'warning',
  'danger',
  'info',
  'neutral',
] as const;

/** The pill's classes for a tone. */
export const pillVariants = cva(
  'inline-flex shrink-0 items-center gap-1 rounded-pill px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        active: 'bg-success text-success-foreground',
        inactive: 'bg-muted text-muted-foreground ring-1 ring-input ring-inset',
        success: 'bg-success text-success-foreground',
        warning: 'bg-warning text-warning-foreground',
        danger: 'bg-destructive text-destructive-foreground',
        info: 'bg-info text-info-foreground',
        neutral: 'bg-secondary text-secondary-foreground',
      } satisfies Record<(typeof pillVariantOptions)[number], string>,
    },
    defaultVariants: { variant: 'neutral' },
  },
);

export type PillProps = React.ComponentProps<'span'> & VariantProps<typeof pillVariants>;

/** A short status word in a rounded chip; the caller passes the (translated) text as children. */
export function Pill({ className, variant = 'neutral', ...props }: PillProps) {
  return (
    <span
      data-slot="pill"
      data-variant={variant}
      className={cn(pillVariants({ variant }), className)}
      {...props}
    />
  );
}
