import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useToast } from '../../lib/toasts';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it is online, kept current by its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Spec 000 §1: what the app shows while the browser is offline. */
export function OfflinePage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">
        <Trans>Oopss.. you are offline</Trans>
      </h1>
    </main>
  );
}

/**
 * Spec 000 §4, §8: offline, the app hides behind the offline page and toasts 'You are offline';
 * back online, it shows itself again and toasts 'You are back online!'.
 */
export function OnlineGate({ children }: { children: ReactNode }) {
  const online = useOnline();
  const toast = useToast();
  const { t } = useLingui();
  const previous = useRef(online);
  useEffect(() => {
    if (previous.current === online) return;
    previous.current = online;
    if (online) toast.success(t`You are back online!`);
    else toast.error(t`You are offline`);
  }, [online, t, toast]);
  return online ? children : <OfflinePage />;
}
