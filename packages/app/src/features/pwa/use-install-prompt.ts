import { useCallback, useEffect, useState } from 'react';

/** The browser's install prompt event (Chromium's `beforeinstallprompt`). */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/** Where a dismissal is remembered, so the offer does not come back on every visit. */
export const INSTALL_DISMISSED_KEY = 'strata.install-dismissed';

/** What the hook reads: the page's events and storage, injectable for tests. */
export type InstallPromptOptions = {
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
};

/**
 * The installable web app offer (spec 000 §1): `available` once the browser says the app can be
 * installed and the user has not declined; `install()` shows the browser's prompt.
 */
export function useInstallPrompt({
  target = window,
  storage = globalThis.localStorage ?? null,
}: InstallPromptOptions = {}) {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [declined, setDeclined] = useState(() => storage?.getItem(INSTALL_DISMISSED_KEY) === '1');

  useEffect(() => {
    const offered = (incoming: Event) => {
      // Keep the browser's own mini-infobar away; the app offers installing in its own words.
      incoming.preventDefault();
      setEvent(incoming as BeforeInstallPromptEvent);
    };
    const installed = () => setEvent(null);
    target.addEventListener('beforeinstallprompt', offered);
    target.addEventListener('appinstalled', installed);
    return () => {
      target.removeEventListener('beforeinstallprompt', offered);
      target.removeEventListener('appinstalled', installed);
    };
  }, [target]);

  const install = useCallback(async () => {
    if (!event) return;
    await event.prompt();
    const { outcome } = await event.userChoice;
    // The event can prompt only once, whatever the answer.
    setEvent(null);
    if (outcome === 'dismissed') {
      storage?.setItem(INSTALL_DISMISSED_KEY, '1');
      setDeclined(true);
    }
  }, [event, storage]);

  const dismiss = useCallback(() => {
    storage?.setItem(INSTALL_DISMISSED_KEY, '1');
    setDeclined(true);
  }, [storage]);

  return { available: event !== null && !declined, install, dismiss };
}
