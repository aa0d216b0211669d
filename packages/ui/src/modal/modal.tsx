import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import type * as React from 'react';
import { useLabels } from '../labels/labels';
import { cn } from '../lib/cn';

/** Labels of the modal. */
export type ModalLabels = {
  /** The hidden name of the close (×) button. */
  close: string;
};

declare module '../labels/labels' {
  interface StrataLabels {
    modal: ModalLabels;
  }
}

const defaultLabels: ModalLabels = { close: 'Close' };

/** Every modal width. */
export const modalSizeOptions = ['sm', 'md', 'lg', 'xl'] as const;

/** The modal panel's classes for a size. */
export const modalVariants = cva(
  [
    'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
    'rounded-lg border bg-card text-card-foreground shadow-modal outline-none',
  ],
  {
    variants: {
      size: {
        sm: 'max-w-sm',
        md: 'max-w-lg',
        lg: 'max-w-2xl',
        xl: 'max-w-4xl',
      } satisfies Record<(typeof modalSizeOptions)[number], string>,
    },
    defaultVariants: { size: 'md' },
  },
);

/** The dimmed backdrop shared by every overlay dialog. No enter animation: screenshots stay stable. */
export const overlayClassName = 'fixed inset-0 z-50 bg-foreground/50';

export type ModalProps = Omit<React.ComponentProps<typeof Dialog.Content>, 'title'> &
  VariantProps<typeof modalVariants> & {
    /** The heading, which also names the dialog. */
    title: React.ReactNode;
    /** A line under the title that describes the dialog to screen readers too. */
    description?: React.ReactNode;
    /** The actions row at the bottom (use `ModalClose asChild` for a Cancel button). */
    footer?: React.ReactNode;
    /** An element that opens the modal when pressed; focus returns to it on close. */
    trigger?: React.ReactNode;
    /** Whether the modal is shown (controlled). */
    open?: boolean;
    /** Whether the modal starts shown (uncontrolled). */
    defaultOpen?: boolean;
    /** Called when the modal asks to open or close. */
    onOpenChange?: (open: boolean) => void;
    /** Overrides of the English labels. */
    labels?: Partial<ModalLabels>;
  };

/** A modal dialog with a required title, optional description, a body and a footer. */
export function Modal({
  title,
  description,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  size = 'md',
  labels,
  className,
  children,
  ...props
}: ModalProps) {
  const l = useLabels('modal', defaultLabels, labels);
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay data-slot="modal-overlay" className={overlayClassName} />
        <Dialog.Content
          data-slot="modal"
          data-size={size}
          className={cn(modalVariants({ size }), className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...props}
        >
          <header data-slot="modal-header" className="flex flex-col gap-1.5 p-6 pr-14 pb-4">
            <Dialog.Title data-slot="modal-title" className="text-lg leading-tight font-semibold">
              {title}
            </Dialog.Title>
            {description ? (
              <Dialog.Description
                data-slot="modal-description"
                className="text-sm text-muted-foreground"
              >
                {description}
              </Dialog.Description>
            ) : null}
          </header>
          {children ? <ModalBody>{children}</ModalBody> : null}
          {footer ? (
            <footer
              data-slot="modal-footer"
              className="flex flex-col-reverse gap-2 border-t px-6 py-4 sm:flex-row sm:justify-end"
            >
              {footer}
            </footer>
          ) : null}
          <Dialog.Close
            data-slot="modal-close"
            className="absolute top-4 right-4 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden className="size-4" />
            <span className="sr-only">{l.close}</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The scrolling body: focusable only while it overflows, so keyboard users can scroll it. */
function ModalBody({ children }: { children: React.ReactNode }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return (
    <div
      ref={setElement}
      data-slot="modal-body"
      data-overflow={overflowing ? 'scroll' : 'none'}
      // A scroll container needs a tab stop when nothing inside it can take focus (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={overflowing ? 0 : undefined}
      className="min-h-0 flex-1 overflow-y-auto px-6 pb-6 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
    >
      {children}
    </div>
  );
}

/** Closes the surrounding modal when pressed; wrap a Cancel button with `asChild`. */
export const ModalClose = Dialog.Close;
