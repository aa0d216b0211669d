import { cva } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import type * as React from 'react';
import { Button } from '../button';
import { useLabels } from '../labels/labels';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import {
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalRoot,
  ModalTitle,
  ModalTrigger,
} from '../modal/modal';

/** Labels of the confirmation dialog. */
export type ConfirmDialogLabels = {
  /** The confirm button. */
  confirm: string;
  /** The cancel button. */
  cancel: string;
  /** Announced while the confirmed action runs. */
  pending: string;
};

declare module '../labels/labels' {
  interface StrataLabels {
    confirmDialog: ConfirmDialogLabels;
  }
}

const defaultLabels: ConfirmDialogLabels = {
  confirm: 'Confirm',
  cancel: 'Cancel',
  pending: 'Please wait',
};

/** Every tone of the confirm button: `destructive` for actions that delete or end something. */
export const confirmDialogToneOptions = ['default', 'destructive'] as const;

/** What the confirm action is doing: waiting for the user, or running `onConfirm`. */
export type ConfirmDialogStatus = 'idle' | 'pending';

/** The confirmation panel's classes for a tone, on top of the modal's. */
export const confirmDialogVariants = cva('', {
  variants: {
    tone: {
      default: '',
      destructive: 'border-t-4 border-t-destructive',
    } satisfies Record<(typeof confirmDialogToneOptions)[number], string>,
  },
  defaultVariants: { tone: 'default' },
});

export type ConfirmDialogProps = {
  /** The heading, e.g. 'Hold On!'. */
  title: React.ReactNode;
  /** The question or warning under the title. */
  message: React.ReactNode;
  /**
   * Runs when the user confirms. If it returns a promise, the dialog shows a pending state and
   * stays open until it settles: it closes when it resolves and stays open (ready to retry or
   * cancel) when it rejects, leaving the error to the caller.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Runs when the user cancels (button or Escape). */
  onCancel?: () => void;
  /** `destructive` paints the confirm button red. */
  tone?: (typeof confirmDialogToneOptions)[number];
  /** An element that opens the dialog when pressed. */
  trigger?: React.ReactNode;
  /** Whether the dialog is shown (controlled). */
  open?: boolean;
  /** Whether the dialog starts shown (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Overrides of the English labels (confirm and cancel texts included). */
  labels?: Partial<ConfirmDialogLabels>;
  className?: string;
};

/** Asks the user to confirm an action ('Hold On!'), with a pending state for async actions. */
export function ConfirmDialog({
  title,
  message,
  onConfirm,
  onCancel,
  tone = 'default',
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
  labels,
  className,
}: ConfirmDialogProps) {
  const l = useLabels('confirmDialog', defaultLabels, labels);
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [status, setStatus] = useState<ConfirmDialogStatus>('idle');
  const pending = status === 'pending';

  function requestOpenChange(next: boolean) {
    if (pending) return;
    if (!next) onCancel?.();
    setOpen(next);
  }

  async function confirm() {
    if (pending) return;
    const result = onConfirm();
    if (!result) {
      setOpen(false);
      return;
    }
    setStatus('pending');
    try {
      await result;
      setStatus('idle');
      setOpen(false);
    } catch {
      setStatus('idle');
    }
  }

  return (
    <ModalRoot role="alertdialog" open={isOpen} onOpenChange={requestOpenChange}>
      {trigger ? <ModalTrigger asChild>{trigger}</ModalTrigger> : null}
      <ModalContent
        showCloseButton={false}
        data-tone={tone}
        data-status={status}
        aria-busy={pending || undefined}
        className={cn(confirmDialogVariants({ tone }), className)}
      >
        <ModalHeader>
          <ModalTitle>{title}</ModalTitle>
        </ModalHeader>
        <ModalBody>
          <ModalDescription>{message}</ModalDescription>
        </ModalBody>
        <ModalFooter>
          <ModalClose asChild>
            <Button variant="outline" disabled={pending}>
              {l.cancel}
            </Button>
          </ModalClose>
          <Button
            variant={tone === 'destructive' ? 'destructive' : 'primary'}
            aria-disabled={pending || undefined}
            data-status={status}
            className="aria-disabled:opacity-70"
            onClick={confirm}
          >
            {pending ? (
              <LoaderCircle aria-hidden className="animate-spin motion-reduce:animate-none" />
            ) : null}
            {l.confirm}
          </Button>
        </ModalFooter>
        <span role="status" className="sr-only">
          {pending ? l.pending : ''}
        </span>
      </ModalContent>
    </ModalRoot>
  );
}
