import { useLingui } from '@lingui/react/macro';
import { checkInErrors } from '@strata/domain';
import { Button, Field, Input, Modal, ModalClose } from '@strata/ui';
import type { FormEvent } from 'react';
import { useApiClient } from '../../lib/api';
import { ServiceGate, useServiceAllowed } from '../../lib/service-page';
import { useFormAction } from '../../lib/use-form-action';
import { useCloseModalRoute } from './use-close-to';

/**
 * /d/check-in: one QR code field; submitting checks the visitor in (spec 000 §2). The server's
 * refusal (an unknown or used code, or Visitors switched off since sign-in) shows under the field;
 * 401/402/403, 409, 429 and a lost connection go to the catalogue. A property without the Visitors
 * service gets the service message instead of the form (spec 002 §2); the guard stays signed in.
 */
export function CheckInModal() {
  const { t } = useLingui();
  const api = useApiClient();
  const close = useCloseModalRoute();
  const allowed = useServiceAllowed('Visitors');
  const form = useFormAction({
    validate: checkInErrors,
    action: ({ qrcode }: { qrcode: string }) => api.visitors.checkIn(qrcode),
    failure: { field: 'qrcode' },
    success: t`Visitor has been checked in`,
    onSuccess: close,
  });
  const { pending } = form;

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
        if (!open) close();
      }}
      title={t`Check In`}
      description={allowed ? t`Scan or type the visitor's QR code.` : undefined}
      size="sm"
    >
      <ServiceGate service="Visitors">
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field label={t`QR Code`} required error={form.fieldError('qrcode')}>
            <Input name="qrcode" autoComplete="off" />
          </Field>
          <div className="flex justify-end gap-2">
            <ModalClose asChild>
              <Button type="button" variant="outline">
                {t`Cancel`}
              </Button>
            </ModalClose>
            <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
              {pending ? t`Checking in…` : t`Check In`}
            </Button>
          </div>
        </form>
      </ServiceGate>
    </Modal>
  );
}
