import { useLingui } from '@lingui/react/macro';
import { checkInErrors } from '@strata/domain';
import { Button, Field, Input, Modal, ModalClose } from '@strata/ui';
import { CircleAlert } from 'lucide-react';
import type { FormEvent } from 'react';
import { useApiClient } from '../../lib/api';
import { ServiceGate, useServiceAllowed } from '../../lib/service-page';
import { useFormAction } from '../../lib/use-form-action';

export type CheckInModalProps = {
  /** The modal closed: Cancel, ×, Escape, or a visitor checked in. */
  onClose: () => void;
};

/**
 * The check-in modal: one QR code field; submitting checks the visitor in (spec 000 §2). The
 * shell opens it over the page the guard is on, which stays as it was behind it, and closing it
 * leaves them there. Success names the visitor, unit and vehicle in the toast; the
 * server's refusal (an unknown, used or expired pass, or Visitors switched off since sign-in)
 * shows in the modal in large type, readable at arm's length at the gate. 401/402/403, 409, 429
 * and a lost connection go to the catalogue. Without the Visitors service the modal shows the
 * service message instead of the form (spec 002 §2); the guard stays signed in.
 */
export function CheckInModal({ onClose }: CheckInModalProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const allowed = useServiceAllowed('Visitors');
  const form = useFormAction({
    validate: checkInErrors,
    action: ({ qrcode }: { qrcode: string }) => api.visitors.checkIn(qrcode),
    failure: { field: 'qrcode' },
    success: ({ visitor }) => {
      const { name, vehicle_no: vehicle } = visitor;
      const unit = visitor.unit.unit_no;
      return vehicle.trim()
        ? t`Visitor has been checked in: ${name}, unit ${unit}, vehicle ${vehicle}`
        : t`Visitor has been checked in: ${name}, unit ${unit}`;
    },
    onSuccess: onClose,
  });
  const { pending } = form;
  const error = form.fieldError('qrcode');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit({
      qrcode: String(new FormData(event.currentTarget).get('qrcode') ?? '').trim(),
    });
  }

  return (
    <Modal
      defaultOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Check In`}
      description={allowed ? t`Scan or type the visitor's QR code.` : undefined}
      size="sm"
    >
      <ServiceGate service="Visitors">
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field label={t`QR Code`} required>
            <Input
              name="qrcode"
              autoComplete="off"
              className="h-12 text-lg"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'check-in-error' : undefined}
            />
          </Field>
          {error ? (
            <p
              id="check-in-error"
              role="alert"
              data-slot="check-in-error"
              className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-lg leading-snug font-semibold text-destructive"
            >
              <CircleAlert aria-hidden className="mt-0.5 size-6 shrink-0" />
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <ModalClose asChild>
              <Button type="button" variant="outline" size="lg">
                {t`Cancel`}
              </Button>
            </ModalClose>
            <Button type="submit" size="lg" disabled={pending} aria-busy={pending || undefined}>
              {pending ? t`Checking in…` : t`Check In`}
            </Button>
          </div>
        </form>
      </ServiceGate>
    </Modal>
  );
}
