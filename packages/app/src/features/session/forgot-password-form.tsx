import { useLingui } from '@lingui/react/macro';
import { forgotPasswordErrors } from '@strata/domain';
import { Button, Field, Input } from '@strata/ui';
import type { FormEvent } from 'react';
import { useAuthApi } from '../../lib/api-client';
import { useFormAction } from '../../lib/use-form-action';

/** The forgot-password form: one e-mail (spec 000 §2, §5); success returns to sign-in. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  const auth = useAuthApi();
  const form = useFormAction({
    validate: forgotPasswordErrors,
    action: (input: { email: string }) => auth.forgotPassword(input),
    failure: 'toast',
    // The product's spelling (spec 000 §2).
    success: t`Passsword has been sent!`,
    onSuccess: onBack,
  });
  const { pending } = form;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit({
      email: String(new FormData(event.currentTarget).get('email') ?? '').trim(),
    });
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
      <Field label={t`Email`} required error={form.fieldError('email')}>
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
