import { I18nProvider } from '@lingui/react';
import type { ApiClient, ToastQueue } from '@strata/domain';
import type { ReactNode } from 'react';
import { ApiClientProvider } from '../lib/api-client';
import { ApiFailureHandler } from '../lib/api-failure-handler';
import { i18n } from '../lib/i18n';
import { SessionProvider, type SessionProviderProps } from '../lib/session';
import { ToastProvider } from '../lib/toasts';
import { UiLabelsProvider } from '../lib/ui-labels';

export type AppProvidersProps = {
  /** The API client; stories and tests pass one over a fake transport. */
  client?: ApiClient;
  /** A starting session instead of the stored token (stories and tests). */
  session?: SessionProviderProps['initial'];
  /** The toast queue (stories and tests). */
  toastQueue?: ToastQueue;
  /** What Ok on the 'Updates' modal does; reloads the page unless told otherwise. */
  reload?: () => void;
  children: ReactNode;
};

/**
 * Everything a screen needs around it: language, ui labels, toasts, API, session, errors. Answers
 * are cached in SWR's default cache (lib/api.tsx); stories and tests give each their own
 * (testing/isolated-api-cache.tsx).
 */
export function AppProviders({ client, session, toastQueue, reload, children }: AppProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <UiLabelsProvider>
        <ToastProvider queue={toastQueue}>
          <ApiClientProvider client={client}>
            <SessionProvider initial={session}>
              {children}
              <ApiFailureHandler reload={reload} />
            </SessionProvider>
          </ApiClientProvider>
        </ToastProvider>
      </UiLabelsProvider>
    </I18nProvider>
  );
}
