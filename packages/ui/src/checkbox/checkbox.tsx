import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Minus } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const checkboxSizeOptions = ['sm', 'md'] as const;

export const checkboxVariants = cva(
  [
    'peer inline-flex shrink-0 items-center justify-center rounded-sm border border-input bg-background',
    'text-primary-foreground outline-none transition-colors',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
    'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
    'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
    'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
  ],
  {
    variants: {
      size: {
        sm: 'size-4 [&_svg]:size-3',
        md: 'size-5 [&_svg]:size-3.5',
      } satisfies Record<(typeof checkboxSizeOptions)[number], string>,
    },
    defaultVariants: { size: 'md' },
  },
);

export type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root> &
  VariantProps<typeof checkboxVariants>;

/**
 * A checkbox (Radix): `checked`/`defaultChecked`/`onCheckedChange`, `name` and `value` submit with
 * a plain form. Name it with a `Field orientation="horizontal"` or `aria-label`.
 */
export function Checkbox({ size = 'md', className, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(checkboxVariants({ size }), className)}
      {...props}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="group flex items-center justify-center"
      >
        <Check aria-hidden className="group-data-[state=indeterminate]:hidden" />
        <Minus aria-hidden className="hidden group-data-[state=indeterminate]:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
