import { useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGE, TIMEOUT_MESSAGE, type ApiFailure } from '@strata/domain';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useFailureListener } from './api-client';
import { translateServiceMessage } from './service-text';
import { useSession } from './session';
import { useToast } from './toasts';

/**
 * A failure's text in the active language: the translated fallback, timeout or service message
 * (spec 002 §2), else the server's own words. A reply that broke its schema (caught in
 * development and tests) shows the fallback; its detail stays in the failure's message.
 */
export function useFailureText(): (failure: ApiFailure) => string {
  const { t, i18n } = useLingui();
  return useCallback(
    (failure: ApiFailure) => {
      if (failure.kind === 'invalid-response' || failure.message === FALLBACK_MESSAGE)
        return t`Something went wrong`;
      if (failure.message === TIMEOUT_MESSAGE)
        return t`This is taking too long. Please check your connection`;
      return translateServiceMessage(i18n, failure.message);
    },
    [t, i18n],
  );
}

/**
 * The failure the modal shows and which of its titles it takes. Its texts are translated as it
 * renders, so a modal left open follows a change of language.
 */
type Shown = { title: 'updates' | 'hold-on' | 'error'; failure: ApiFailure };

// Radix's dialog weighs about 15 kB gzipped; the login page loads it only once a failure needs it.
const ErrorModal = lazy(() => import('./error-modal'));

/**
 * The error catalogue of spec 000 §8, applied to every failure handed to `useHandleFailure` or
 * raised by `useApi`: 401/402/403 end the session; 409 opens 'Updates' whose Ok reloads; 429 opens
 * 'Hold On!'; 400 and other statuses open the error modal; a timeout or a lost connection shows an
 * error toast.
 */
export function ApiFailureHandler({
  reload = () => window.location.reload(),
}: {
  reload?: () => void;
}) {
  const { t } = useLingui();
  const text = useFailureText();
  const toast = useToast();
  const { endSession } = useSession();
  const [shown, setShown] = useState<Shown | null>(null);
  // Mounted from the first failure on, so that closing still animates.
  const [needed, setNeeded] = useState(false);
  const show = useCallback((next: Shown) => {
    setShown(next);
    setNeeded(true);
  }, []);

  const onFailure = useCallback(
    (failure: ApiFailure) => {
      switch (failure.kind) {
        case 'session-ended':
          endSession();
          return;
        case 'updates':
          show({ title: 'updates', failure });
          return;
        case 'hold-on':
          show({ title: 'hold-on', failure });
          return;
        case 'timeout':
        case 'network':
          toast.error(text(failure));
          return;
        default:
          show({ title: 'error', failure });
      }
    },
    [endSession, show, text, toast],
  );
  useFailureListener(onFailure);

  if (!needed) return null;
  const titles = { updates: t`Updates`, 'hold-on': t`Hold On!`, error: t`Error` };
  return (
    <Suspense fallback={null}>
      <ErrorModal
        open={shown !== null}
        onOpenChange={(open) => {
          if (!open) setShown(null);
        }}
        title={shown ? titles[shown.title] : ''}
        message={shown ? text(shown.failure) : ''}
        onOk={shown?.title === 'updates' ? reload : undefined}
      />
    </Suspense>
  );
}
