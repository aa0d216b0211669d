import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const textareaResizeOptions = ['none', 'vertical'] as const;

export const textareaVariants = cva(
  [
    'flex min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground',
    'placeholder:text-muted-foreground outline-none transition-colors',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
    'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
    'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
  ],
  {
    variants: {
      resize: {
        none: 'resize-none',
        vertical: 'resize-y',
      } satisfies Record<(typeof textareaResizeOptions)[number], string>,
    },
    defaultVariants: { resize: 'vertical' },
  },
);

export type TextareaProps = React.ComponentProps<'textarea'> &
  VariantProps<typeof textareaVariants>;

/** A multi-line text input; marked invalid through `aria-invalid`. */
export function Textarea({ resize = 'vertical', className, ...props }: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      data-resize={resize}
      className={cn(textareaVariants({ resize }), className)}
      {...props}
    />
  );
}
