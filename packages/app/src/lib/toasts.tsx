import { ToastQueue } from '@strata/domain';
import { ToastStack, useToastQueue } from '@strata/ui';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { getPreferences } from './preferences';

const ToastContext = createContext<ToastQueue | null>(null);

export type ToastProviderProps = {
  /** The queue to show; stories and tests pass their own. */
  queue?: ToastQueue;
  children: ReactNode;
};

/** Holds the app's toast queue and renders its visible toasts (spec 000 §9: 5 at once, 5 s each). */
export function ToastProvider({ queue: given, children }: ToastProviderProps) {
  const [queue] = useState(() => given ?? new ToastQueue());
  const { toasts, dismiss } = useToastQueue(queue);
  return (
    <ToastContext.Provider value={queue}>
      {children}
      {/* Below the 56 px header on a wider screen, between the page's title and its actions. */}
      <ToastStack toasts={toasts} onDismiss={dismiss} className="sm:top-16" />
    </ToastContext.Provider>
  );
}

/** Shows toasts: `success`, `error` and `info` take the (translated) text. */
export type ToastApi = {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
};

/**
 * The toast functions. With "hide toasts" on, success and info toasts are skipped; errors always
 * show, because a failed action must not pass unseen.
 */
export function useToast(): ToastApi {
  const queue = useContext(ToastContext);
  if (!queue) throw new Error('useToast needs a <ToastProvider> above it');
  return useMemo(() => {
    const quiet = (tone: 'success' | 'info') => (message: string) => {
      if (!getPreferences().hideToasts) queue.show({ tone, message });
    };
    return {
      success: quiet('success'),
      info: quiet('info'),
      error: (message: string) => {
        queue.show({ tone: 'error', message });
      },
    };
  }, [queue]);
}
