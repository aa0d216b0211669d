import { useLingui } from '@lingui/react/macro';
import { forgotPasswordErrors, isModalFailure, type FormErrors } from '@strata/domain';
import { Button, Field, Input } from '@strata/ui';
import { useState, type FormEvent } from 'react';
import { useApiClient, useHandleFailure } from '../../lib/api';
import { useFailureText } from '../../lib/api-failure-handler';
import { useToast } from '../../lib/toasts';
import { useValidationText } from '../../lib/validation-text';

/** The forgot-password form: one e-mail (spec 000 §2, §5); success returns to sign-in. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  const api = useApiClient();
  const toast = useToast();
  const handleFailure = useHandleFailure();
  const failureText = useFailureText();
  const validationText = useValidationText();
  const [errors, setErrors] = useState<FormErrors<'email'>>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const found = forgotPasswordErrors({ email });
    setErrors(found);
    if (found.email) return;
    setPending(true);
    const result = await api.auth.forgotPassword({ email });
    setPending(false);
    if (result.ok) {
      // The product's spelling (spec 000 §2).
      toast.success(t`Passsword has been sent!`);
      onBack();
    } else if (isModalFailure(result.error)) {
      handleFailure(result.error);
    } else {
      toast.error(failureText(result.error));
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-labelledby="forgot-title"
    >
      <h1 id="forgot-title" className="text-xl font-semibold">
        {t`Forgot password`}
      </h1>
      <p className="text-sm text-muted-foreground">
        {t`Enter your e-mail and we will send you a new password.`}
      </p>
      <Field label={t`Email`} required error={validationText(errors.email)}>
        <Input name="email" type="email" autoComplete="email" />
      </Field>
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {pending ? t`Sending…` : t`Send password`}
      </Button>
      <Button type="button" variant="link" className="self-center" onClick={onBack}>
        {t`Back to sign in`}
      </Button>
    </form>
  );
}
