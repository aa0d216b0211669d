import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';

/** Every stat card tone. */
export const statCardVariantOptions = ['default', 'accent'] as const;

/** The stat card's classes for a tone. */
export const statCardVariants = cva(
  [
    'flex items-center gap-4 rounded-lg border p-4 text-left shadow-card',
    'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
    'data-[interactive=true]:cursor-pointer data-[interactive=true]:transition-colors',
  ],
  {
    variants: {
      variant: {
        default: 'bg-card text-card-foreground data-[interactive=true]:hover:bg-muted',
        accent:
          'border-accent bg-accent text-accent-foreground data-[interactive=true]:hover:border-primary',
      } satisfies Record<(typeof statCardVariantOptions)[number], string>,
    },
    defaultVariants: { variant: 'default' },
  },
);

export type StatCardProps = Omit<React.HTMLAttributes<HTMLElement>, 'children'> &
  VariantProps<typeof statCardVariants> & {
    /** What the number counts, e.g. 'Total Units'. */
    label: React.ReactNode;
    /** The figure, already formatted (e.g. with formatRM). */
    value: React.ReactNode;
    /** A decorative icon. */
    icon?: React.ReactNode;
    /** One more line under the value. */
    description?: React.ReactNode;
    /** Makes the card a link to this address. */
    href?: string;
    /** Render the single child (a router link, say) as the card, keeping the card's content. */
    asChild?: boolean;
    /** With `asChild`: the element to render as the card. */
    children?: React.ReactElement;
  };

/**
 * A dashboard figure with its label (spec 000 §6: total units, outstanding, collections).
 * Given `href` it is a link, given `onClick` a button, given `asChild` its child element.
 */
export function StatCard({
  label,
  value,
  icon,
  description,
  href,
  asChild = false,
  children,
  variant = 'default',
  className,
  ...props
}: StatCardProps) {
  const Comp: React.ElementType = asChild
    ? Slot.Root
    : href != null
      ? 'a'
      : props.onClick != null
        ? 'button'
        : 'div';
  const interactive = asChild || href != null || props.onClick != null;
  return (
    <Comp
      data-slot="stat-card"
      data-variant={variant}
      data-interactive={interactive}
      href={href}
      type={Comp === 'button' ? 'button' : undefined}
      className={cn(statCardVariants({ variant }), className)}
      {...props}
    >
      {asChild && <Slot.Slottable>{children}</Slot.Slottable>}
      {icon != null && (
        <span
          data-slot="stat-card-icon"
          aria-hidden
          className="flex size-11 shrink-0 items-center justify-center rounded-md bg-muted text-primary [&>svg]:size-5"
        >
          {icon}
        </span>
      )}
      <span className="flex min-w-0 flex-col">
        <span data-slot="stat-card-label" className="text-sm text-muted-foreground">
          {label}
        </span>
        <span
          data-slot="stat-card-value"
          className="text-2xl font-semibold text-foreground tabular-nums"
        >
          {value}
        </span>
        {description != null && (
          <span data-slot="stat-card-description" className="text-xs text-muted-foreground">
            {description}
          </span>
        )}
      </span>
    </Comp>
  );
}
