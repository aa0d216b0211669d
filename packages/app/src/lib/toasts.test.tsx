import { ToastQueue } from '@strata/domain';
import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPreference } from './preferences';
import { ToastProvider, useToast } from './toasts';

function Shows({ tone, message }: { tone: 'success' | 'error'; message: string }) {
  const toast = useToast();
  useEffect(() => toast[tone](message), [toast, tone, message]);
  return null;
}

afterEach(() => setPreference('hideToasts', false));

describe('useToast', () => {
  it('given the default preferences, when a success toast is shown, then it is announced', () => {
    render(
      <ToastProvider queue={new ToastQueue()}>
        <Shows tone="success" message="Visitor has been checked in" />
      </ToastProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Visitor has been checked in');
  });

  it('given "hide toasts", when a success toast is shown, then nothing appears', () => {
    setPreference('hideToasts', true);
    render(
      <ToastProvider queue={new ToastQueue()}>
        <Shows tone="success" message="Visitor has been checked in" />
      </ToastProvider>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('given "hide toasts", when an error toast is shown, then it still appears', () => {
    setPreference('hideToasts', true);
    render(
      <ToastProvider queue={new ToastQueue()}>
        <Shows tone="error" message="You are offline" />
      </ToastProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline');
  });
});
