import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { AlertDialog, Dialog } from 'radix-ui';
import { createContext, useContext, useEffect, useState } from 'react';
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

/**
 * What the modal is to assistive technology: a `dialog`, or an `alertdialog` that interrupts
 * (no closing by an outside click, Cancel focused first); Radix's Dialog or AlertDialog underneath.
 */
export const modalRoleOptions = ['dialog', 'alertdialog'] as const;
/** What the modal is to assistive technology. */
export type ModalRole = (typeof modalRoleOptions)[number];

/** The modal panel's classes for a size. */
export const modalVariants = cva(
  [
    'group/modal fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
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

// AlertDialog's parts are Dialog's with a stricter Content and Cancel for Close, so one set of
// props serves both; the parts read which set to render from the root.
const dialogParts = {
  Root: Dialog.Root,
  Trigger: Dialog.Trigger,
  Portal: Dialog.Portal,
  Overlay: Dialog.Overlay,
  Content: Dialog.Content,
  Title: Dialog.Title,
  Description: Dialog.Description,
  Close: Dialog.Close,
};
const alertDialogParts = {
  Root: AlertDialog.Root,
  Trigger: AlertDialog.Trigger,
  Portal: AlertDialog.Portal,
  Overlay: AlertDialog.Overlay,
  Content: AlertDialog.Content,
  Title: AlertDialog.Title,
  Description: AlertDialog.Description,
  Close: AlertDialog.Cancel,
} as unknown as typeof dialogParts;

const ModalRoleContext = createContext<ModalRole>('dialog');

function useParts(): typeof dialogParts {
  return useContext(ModalRoleContext) === 'alertdialog' ? alertDialogParts : dialogParts;
}

export type ModalRootProps = React.ComponentProps<typeof Dialog.Root> & {
  /** `alertdialog` for a question or failure the user must answer; defaults to `dialog`. */
  role?: ModalRole;
};

/** Holds a modal's open state, controlled (`open`/`onOpenChange`) or not (`defaultOpen`). */
export function ModalRoot({ role = 'dialog', ...props }: ModalRootProps) {
  const Parts = role === 'alertdialog' ? alertDialogParts : dialogParts;
  return (
    <ModalRoleContext.Provider value={role}>
      <Parts.Root {...props} />
    </ModalRoleContext.Provider>
  );
}

/** Opens the modal when pressed (use `asChild` around a Button); focus returns to it on close. */
export function ModalTrigger(props: React.ComponentProps<typeof Dialog.Trigger>) {
  const Parts = useParts();
  return <Parts.Trigger {...props} />;
}

/** Closes the modal when pressed; wrap a Cancel button with `asChild`. An alert's Cancel. */
export function ModalClose(props: React.ComponentProps<typeof Dialog.Close>) {
  const Parts = useParts();
  return <Parts.Close {...props} />;
}

/** The dimmed backdrop; `ModalContent` renders it. */
export function ModalOverlay({ className, ...props }: React.ComponentProps<typeof Dialog.Overlay>) {
  const Parts = useParts();
  return (
    <Parts.Overlay
      data-slot="modal-overlay"
      className={cn(overlayClassName, className)}
      {...props}
    />
  );
}

export type ModalContentProps = React.ComponentProps<typeof Dialog.Content> &
  VariantProps<typeof modalVariants> & {
    /** Shows the × button in the corner (its name is the `close` label). */
    showCloseButton?: boolean;
    /** Overrides of the English labels. */
    labels?: Partial<ModalLabels>;
  };

/**
 * The panel, in a portal over the backdrop, with the × button. Pass `aria-describedby={undefined}`
 * when the modal has no `ModalDescription`.
 */
export function ModalContent({
  size = 'md',
  showCloseButton = true,
  labels,
  className,
  children,
  ...props
}: ModalContentProps) {
  const Parts = useParts();
  const l = useLabels('modal', defaultLabels, labels);
  return (
    <Parts.Portal>
      <ModalOverlay />
      <Parts.Content
        data-slot="modal"
        data-size={size}
        data-close-button={showCloseButton ? 'shown' : 'hidden'}
        className={cn(modalVariants({ size }), className)}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <Parts.Close
            data-slot="modal-close"
            className="absolute top-4 right-4 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden className="size-4" />
            <span className="sr-only">{l.close}</span>
          </Parts.Close>
        ) : null}
      </Parts.Content>
    </Parts.Portal>
  );
}

/** The top of the panel: title and description, clear of the × button. */
export function ModalHeader({ className, ...props }: React.ComponentProps<'header'>) {
  return (
    <header
      data-slot="modal-header"
      className={cn(
        'flex flex-col gap-1.5 p-6 pb-4 group-data-[close-button=shown]/modal:pr-14',
        className,
      )}
      {...props}
    />
  );
}

/** The heading, which also names the modal. Required by every modal. */
export function ModalTitle({ className, ...props }: React.ComponentProps<typeof Dialog.Title>) {
  const Parts = useParts();
  return (
    <Parts.Title
      data-slot="modal-title"
      className={cn('text-lg leading-tight font-semibold', className)}
      {...props}
    />
  );
}

/** A line that describes the modal, to screen readers too. */
export function ModalDescription({
  className,
  ...props
}: React.ComponentProps<typeof Dialog.Description>) {
  const Parts = useParts();
  return (
    <Parts.Description
      data-slot="modal-description"
      className={cn('text-sm break-words whitespace-pre-line text-muted-foreground', className)}
      {...props}
    />
  );
}

/** The scrolling body: focusable only while it overflows, so keyboard users can scroll it. */
export function ModalBody({ className, ...props }: React.ComponentProps<'div'>) {
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
      className={cn(
        'min-h-0 flex-1 overflow-y-auto px-6 pb-6 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
        className,
      )}
      {...props}
    />
  );
}

/** The actions row: stacked on a phone (primary on top), right-aligned from `sm` up. */
export function ModalFooter({ className, ...props }: React.ComponentProps<'footer'>) {
  return (
    <footer
      data-slot="modal-footer"
      className={cn(
        'flex flex-col-reverse gap-2 border-t px-6 py-4 sm:flex-row sm:justify-end',
        className,
      )}
      {...props}
    />
  );
}

export type ModalProps = Omit<ModalContentProps, 'title'> & {
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
};

/**
 * A modal in one call, assembled from the parts: title, optional description, a scrolling body
 * and a footer. Compose the parts (`ModalRoot`, `ModalContent`, …) for anything else.
 */
export function Modal({
  title,
  description,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  children,
  ...props
}: ModalProps) {
  return (
    <ModalRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <ModalTrigger asChild>{trigger}</ModalTrigger> : null}
      <ModalContent {...(description ? {} : { 'aria-describedby': undefined })} {...props}>
        <ModalHeader>
          <ModalTitle>{title}</ModalTitle>
          {description ? <ModalDescription>{description}</ModalDescription> : null}
        </ModalHeader>
        {children ? <ModalBody>{children}</ModalBody> : null}
        {footer ? <ModalFooter>{footer}</ModalFooter> : null}
      </ModalContent>
    </ModalRoot>
  );
}
