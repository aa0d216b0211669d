import { AlertDialog } from 'radix-ui';
import type * as React from 'react';
import { Button } from '../button';
import { useLabels } from '../labels/labels';
import { cn } from '../lib/cn';
import { overlayClassName } from '../modal/modal';

/** Labels of the error modal. */
export type ErrorModalLabels = {
  /** The single acknowledgement button. */
  ok: string;
};

declare module '../labels/labels' {
  interface StrataLabels {
    errorModal: ErrorModalLabels;
  }
}

const defaultLabels: ErrorModalLabels = { ok: 'Ok' };

export type ErrorModalProps = {
  /** The heading: e.g. 'Updates' for a 409, 'Hold On!' for a 429 (spec 000 §8). */
  title: React.ReactNode;
  /** The server's error text, or the caller's fallback. */
  message: React.ReactNode;
  /** Runs when the user presses Ok (the 409 modal reloads the page here). */
  onOk?: () => void;
  /** Whether the modal is shown (controlled). */
  open?: boolean;
  /** Whether the modal starts shown (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the modal asks to open or close (Ok or Escape). */
  onOpenChange?: (open: boolean) => void;
  /** Overrides of the English labels. */
  labels?: Partial<ErrorModalLabels>;
  className?: string;
};

/** Tells the user a request failed, with a single Ok button (HTTP 400, 409 and 429 modals). */
export function ErrorModal({
  title,
  message,
  onOk,
  open,
  defaultOpen,
  onOpenChange,
  labels,
  className,
}: ErrorModalProps) {
  const l = useLabels('errorModal', defaultLabels, labels);
  return (
    <AlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay data-slot="error-modal-overlay" className={overlayClassName} />
        <AlertDialog.Content
          data-slot="error-modal"
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4',
            'rounded-lg border bg-card p-6 text-card-foreground shadow-modal outline-none',
            className,
          )}
        >
          <AlertDialog.Title
            data-slot="error-modal-title"
            className="text-lg leading-tight font-semibold"
          >
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description
            data-slot="error-modal-message"
            className="text-sm break-words whitespace-pre-line text-muted-foreground"
          >
            {message}
          </AlertDialog.Description>
          <div className="flex justify-end">
            {/* Cancel, not Action: AlertDialog focuses its Cancel on open, and Ok is the only way out. */}
            <AlertDialog.Cancel asChild onClick={onOk}>
              <Button className="min-w-20">{l.ok}</Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
