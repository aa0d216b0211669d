import { useLingui } from '@lingui/react/macro';
import { checkInErrors } from '@strata/domain';
import { Button, Field, Input, Modal, ModalClose } from '@strata/ui';
import { useState, type FormEvent } from 'react';
import { useApiClient, useHandleFailure } from '../../lib/api';
import { useFailureText } from '../../lib/api-failure-handler';
import { ServiceGate, useServiceAllowed } from '../../lib/service-page';
import { useToast } from '../../lib/toasts';
import { useValidationText } from '../../lib/validation-text';
import { useCloseModalRoute } from './use-close-to';

/**
 * /d/check-in: one QR code field; submitting checks the visitor in (spec 000 §2). The server's
 * refusal (an unknown or used code, or Visitors switched off since sign-in) shows under the field;
 * other failures go to the catalogue. A property without the Visitors service gets the service
 * message instead of the form (spec 002 §2), and the guard stays signed in.
 */
export function CheckInModal() {
  const { t } = useLingui();
  const api = useApiClient();
  const toast = useToast();
  const close = useCloseModalRoute();
  const handleFailure = useHandleFailure();
  const failureText = useFailureText();
  const validationText = useValidationText();
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const allowed = useServiceAllowed('Visitors');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const qrcode = String(new FormData(event.currentTarget).get('qrcode') ?? '').trim();
    const found = checkInErrors({ qrcode });
    setError(validationText(found.qrcode));
    if (found.qrcode) return;
    setPending(true);
    const result = await api.visitors.checkIn(qrcode);
    setPending(false);
    if (result.ok) {
      toast.success(t`Visitor has been checked in`);
      close();
    } else if (result.error.kind === 'bad-request') {
      setError(failureText(result.error));
    } else {
      handleFailure(result.error);
    }
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
      <ServiceGate
        service="Visitors"
        fallbackAction={
          <ModalClose asChild>
            <Button type="button" variant="outline">
              {t`Close`}
            </Button>
          </ModalClose>
        }
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field label={t`QR Code`} required error={error}>
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
