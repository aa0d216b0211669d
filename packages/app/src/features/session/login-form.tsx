import { useLingui } from '@lingui/react/macro';
import { isModalFailure, loginErrors, type FormErrors } from '@strata/domain';
import { Button, Field, Input } from '@strata/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHandleFailure } from '../../lib/api';
import { useFailureText } from '../../lib/api-failure-handler';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toasts';
import { useValidationText } from '../../lib/validation-text';

/** The sign-in form: e-mail or username and password (spec 000 §2, §5). */
export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useLingui();
  const { login } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const handleFailure = useHandleFailure();
  const failureText = useFailureText();
  const validationText = useValidationText();
  const [errors, setErrors] = useState<FormErrors<'email_username' | 'password'>>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const form = {
      email_username: String(data.get('email_username') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    };
    const found = loginErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    const result = await login(form);
    setPending(false);
    if (result.ok) {
      const name = result.data.user.name;
      toast.success(t`Hello ${name}!`);
      navigate('/d/dashboard', { replace: true });
    } else if (isModalFailure(result.error)) {
      handleFailure(result.error);
    } else {
      // Spec 000 §8: a failed login shows the server's error as an error toast.
      toast.error(failureText(result.error));
    }
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
      <Field label={t`Email or username`} required error={validationText(errors.email_username)}>
        <Input name="email_username" autoComplete="username" />
      </Field>
      <Field label={t`Password`} required error={validationText(errors.password)}>
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
