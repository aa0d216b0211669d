import { cva, type VariantProps } from 'class-variance-authority';
import { Label, Slot } from 'radix-ui';
import { useId, type ReactElement, type ReactNode } from 'react';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const fieldOrientationOptions = ['vertical', 'horizontal'] as const;

// `content-start`: beside a taller field in a form's grid row (one with an error), the label and
// control stay at the top instead of spreading over the row's extra height.
export const fieldVariants = cva('group/field grid content-start gap-1.5 text-sm', {
  variants: {
    orientation: {
      vertical: 'grid-cols-1',
      // Checkbox and switch: the control first, its label beside it, messages under the label.
      horizontal:
        'grid-cols-[auto_1fr] items-center gap-x-2 [&>[data-slot=field-description]]:col-start-2 [&>[data-slot=field-error]]:col-start-2',
    } satisfies Record<(typeof fieldOrientationOptions)[number], string>,
  },
  defaultVariants: { orientation: 'vertical' },
});

export type FieldProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof fieldVariants> & {
    /** The visible label; it names the control. */
    label: ReactNode;
    /** Help text under the control, announced with it. */
    description?: ReactNode;
    /** The caller's error message; when set the control is marked invalid and describes it. */
    error?: ReactNode;
    /** Marks the control required (`aria-required`) and shows a mark beside the label. */
    required?: boolean;
    /** The control's id; generated when absent. */
    controlId?: string;
    /** One control element (Input, Checkbox, BatchedSelect…); it receives the id and aria wiring. */
    children: ReactElement;
  };

/**
 * A label, one control, a description and an error message, wired by ids: the label names the
 * control, the description and the error describe it, and an error marks it `aria-invalid`.
 */
export function Field({
  label,
  description,
  error,
  required = false,
  controlId,
  orientation = 'vertical',
  className,
  children,
  ...props
}: FieldProps) {
  const generated = useId();
  const id = controlId ?? `${generated}-control`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy =
    [description ? descriptionId : undefined, invalid ? errorId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;

  const labelNode = (
    <Label.Root
      data-slot="field-label"
      htmlFor={id}
      className="font-medium text-foreground group-data-[disabled=true]/field:opacity-70"
    >
      {label}
      {required ? (
        <span aria-hidden className="ms-0.5 text-destructive">
          *
        </span>
      ) : null}
    </Label.Root>
  );
  const control = (
    <Slot.Root
      id={id}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
    >
      {children}
    </Slot.Root>
  );

  return (
    <div
      data-slot="field"
      data-orientation={orientation}
      data-state={invalid ? 'invalid' : 'valid'}
      className={cn(fieldVariants({ orientation }), className)}
      {...props}
    >
      {orientation === 'horizontal' ? (
        <>
          {control}
          {labelNode}
        </>
      ) : (
        <>
          {labelNode}
          {control}
        </>
      )}
      {description ? (
        <p id={descriptionId} data-slot="field-description" className="text-muted-foreground">
          {description}
        </p>
      ) : null}
      {invalid ? (
        <p id={errorId} data-slot="field-error" className="font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
