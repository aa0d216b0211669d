import { lazy, Suspense, useEffect } from 'react';
import { registerServiceWorkerIfPermitted, type PwaEnvironment } from '../../lib/service-worker';
import { useInstallPrompt, type InstallPromptOptions } from './use-install-prompt';

// Loads when the browser offers the install, not with the signed-in layout (ADR 0004).
const InstallBanner = lazy(async () => ({
  default: (await import('./install-banner')).InstallBanner,
}));

/** Props of {@link InstallPrompt}. */
export type InstallPromptProps = InstallPromptOptions & { env?: PwaEnvironment };

/**
 * Mount once in the signed-in shell: offers installing the app when the browser allows it, and
 * registers the service worker for users who already allowed notifications.
 */
export function InstallPrompt({ env, ...options }: InstallPromptProps) {
  const { available, install, dismiss } = useInstallPrompt(options);
  useEffect(() => {
    void registerServiceWorkerIfPermitted(env);
  }, [env]);
  if (!available) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner onInstall={() => void install()} onDismiss={dismiss} />
    </Suspense>
  );
}
