import type * as React from 'react';
import { Button } from '../button';
import { useLabels } from '../labels/labels';
import {
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalRoot,
  ModalTitle,
} from '../modal/modal';

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
    <ModalRoot role="alertdialog" open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <ModalContent showCloseButton={false} className={className}>
        <ModalHeader>
          <ModalTitle>{title}</ModalTitle>
        </ModalHeader>
        <ModalBody>
          <ModalDescription>{message}</ModalDescription>
        </ModalBody>
        <ModalFooter>
          {/* An alert's Close is its Cancel, which it focuses on open; Ok is the only way out. */}
          <ModalClose asChild onClick={onOk}>
            <Button className="min-w-20">{l.ok}</Button>
          </ModalClose>
        </ModalFooter>
      </ModalContent>
    </ModalRoot>
  );
}
