import { useLingui } from '@lingui/react/macro';
import { loginErrors } from '@strata/domain';
import { Button, Field, Input } from '@strata/ui';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { useFormAction } from '../../lib/use-form-action';

/** The sign-in form: e-mail or username and password (spec 000 §2, §5). */
export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useLingui();
  const { login } = useSession();
  const navigate = useNavigate();
  const form = useFormAction({
    validate: loginErrors,
    action: login,
    // Spec 000 §8: a failed login shows the server's error as an error toast.
    failure: 'toast',
    success: ({ user: { name } }) => t`Hello ${name}!`,
    onSuccess: () => navigate('/d/dashboard', { replace: true }),
  });
  const { pending } = form;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void form.submit({
      email_username: String(data.get('email_username') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-labelledby="login-title"
    >
      <h1 id="login-title" className="text-xl font-semibold">
        {t`Sign in`}
      </h1>
      <Field label={t`Email or username`} required error={form.fieldError('email_username')}>
        <Input name="email_username" autoComplete="username" />
      </Field>
      <Field label={t`Password`} required error={form.fieldError('password')}>
        <Input name="password" type="password" autoComplete="current-password" maxLength={20} />
      </Field>
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {pending ? t`Signing in…` : t`Login`}
      </Button>
      <Button type="button" variant="link" className="self-center" onClick={onForgotPassword}>
        {t`Forgot password?`}
      </Button>
    </form>
  );
}
