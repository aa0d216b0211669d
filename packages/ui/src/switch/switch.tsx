import { cva, type VariantProps } from 'class-variance-authority';
import { Switch as SwitchPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const switchSizeOptions = ['sm', 'md'] as const;

export const switchVariants = cva(
  [
    'peer inline-flex shrink-0 items-center rounded-pill border-2 border-transparent outline-none transition-colors',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
    'data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
    'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:ring-2 aria-invalid:ring-destructive',
  ],
  {
    variants: {
      size: {
        sm: 'h-5 w-9 [&>span]:size-4 [&>span]:data-[state=checked]:translate-x-4',
        md: 'h-6 w-11 [&>span]:size-5 [&>span]:data-[state=checked]:translate-x-5',
      } satisfies Record<(typeof switchSizeOptions)[number], string>,
    },
    defaultVariants: { size: 'md' },
  },
);

export type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Root> &
  VariantProps<typeof switchVariants>;

/**
 * An on/off switch (Radix): `checked`/`defaultChecked`/`onCheckedChange`; `name` submits with a
 * plain form. Name it with a `Field orientation="horizontal"` or `aria-label`.
 */
export function Switch({ size = 'md', className, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(switchVariants({ size }), className)}
      {...props}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className="pointer-events-none block rounded-pill bg-background shadow-card transition-transform data-[state=unchecked]:translate-x-0"
      />
    </SwitchPrimitive.Root>
  );
}
