import { useState } from 'react';
import { AuthLayout } from './auth-layout';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';

/** /d/login: sign in, with a switch to the forgot-password form (spec 000 §2). */
export function LoginPage() {
  const [view, setView] = useState<'login' | 'forgot-password'>('login');
  return (
    <AuthLayout>
      {view === 'login' ? (
        <LoginForm onForgotPassword={() => setView('forgot-password')} />
      ) : (
        <ForgotPasswordForm onBack={() => setView('login')} />
      )}
    </AuthLayout>
  );
}
