import { cva, type VariantProps } from 'class-variance-authority';
import { Eye, EyeOff, Search } from 'lucide-react';
import { useState } from 'react';
import type * as React from 'react';
import { useLabels } from '../labels/labels';
import { cn } from '../lib/cn';

export const inputTypeOptions = ['text', 'email', 'password', 'search'] as const;
export const inputSizeOptions = ['sm', 'md'] as const;

/** The look every text-like control shares (inputs, select and month triggers, textarea). */
export const inputVariants = cva(
  [
    'flex w-full min-w-0 rounded-md border border-input bg-background text-foreground',
    'placeholder:text-muted-foreground outline-none transition-colors',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
    'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
    'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
  ],
  {
    variants: {
      size: {
        sm: 'h-8 px-2.5 text-sm',
        md: 'h-10 px-3 text-sm',
      } satisfies Record<(typeof inputSizeOptions)[number], string>,
    },
    defaultVariants: { size: 'md' },
  },
);

/** Texts of the password show/hide toggle. */
export type InputLabels = { showPassword: string; hidePassword: string };

declare module '../labels/labels' {
  interface StrataLabels {
    input: InputLabels;
  }
}

const defaultLabels: InputLabels = { showPassword: 'Show password', hidePassword: 'Hide password' };

export type InputProps = Omit<React.ComponentProps<'input'>, 'type' | 'size'> &
  VariantProps<typeof inputVariants> & {
    /** One of the text-like input types; `password` adds a show/hide toggle. */
    type?: (typeof inputTypeOptions)[number];
    /** Overrides of the toggle's texts. */
    labels?: Partial<InputLabels>;
  };

/** A text, email, password or search input; marked invalid through `aria-invalid`. */
export function Input({
  type = 'text',
  size = 'md',
  labels,
  className,
  disabled,
  ...props
}: InputProps) {
  const l = useLabels('input', defaultLabels, labels);
  const [revealed, setRevealed] = useState(false);

  if (type === 'password') {
    return (
      <div data-slot="input-group" className="relative w-full">
        <input
          data-slot="input"
          type={revealed ? 'text' : 'password'}
          disabled={disabled}
          className={cn(inputVariants({ size }), 'pe-10', className)}
          {...props}
        />
        <button
          type="button"
          data-slot="input-password-toggle"
          data-state={revealed ? 'visible' : 'hidden'}
          aria-label={revealed ? l.hidePassword : l.showPassword}
          aria-pressed={revealed}
          disabled={disabled}
          onClick={() => setRevealed((shown) => !shown)}
          className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none [&_svg]:size-4"
        >
          {revealed ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        </button>
      </div>
    );
  }

  if (type === 'search') {
    return (
      <div data-slot="input-group" className="relative w-full">
        <Search
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          data-slot="input"
          type="search"
          disabled={disabled}
          className={cn(inputVariants({ size }), 'ps-9', className)}
          {...props}
        />
      </div>
    );
  }

  return (
    <input
      data-slot="input"
      type={type}
      disabled={disabled}
      className={cn(inputVariants({ size }), className)}
      {...props}
    />
  );
}
