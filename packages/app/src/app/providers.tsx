import { I18nProvider } from '@lingui/react';
import type { ApiClient, ToastQueue } from '@strata/domain';
import type { ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import { ApiClientProvider } from '../lib/api';
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
  /** A fresh SWR cache per story or test, so answers never leak between them. */
  isolatedCache?: boolean;
  /** What Ok on the 'Updates' modal does; reloads the page unless told otherwise. */
  reload?: () => void;
  children: ReactNode;
};

/** Everything a screen needs around it: language, ui labels, toasts, API, cache, session, errors. */
export function AppProviders({
  client,
  session,
  toastQueue,
  isolatedCache = false,
  reload,
  children,
}: AppProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <UiLabelsProvider>
        <ToastProvider queue={toastQueue}>
          <ApiClientProvider client={client}>
            <SWRConfig
              value={
                isolatedCache ? { provider: () => new Map() as Cache, dedupingInterval: 0 } : {}
              }
            >
              <SessionProvider initial={session}>
                {children}
                <ApiFailureHandler reload={reload} />
              </SessionProvider>
            </SWRConfig>
          </ApiClientProvider>
        </ToastProvider>
      </UiLabelsProvider>
    </I18nProvider>
  );
}
