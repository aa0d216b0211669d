import { readPlaceText } from '@strata/domain';
import './mono-font';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState, ErrorState, LoadingState, PageHeader } from '@strata/ui';
import { PartyPopper, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApi, useApiClient } from '../../lib/api';
import { ConfirmAction } from '../../lib/confirm-action';
import { queryKeys } from '../../lib/query-keys';
import { useRealtimeEvents } from '../../lib/realtime';
import { useGlobalFailure } from '../../lib/use-list';

/**
 * /d/error-log (spec 002 §2, developer user): the script errors clients reported, newest first, in
 * a log panel; Clear Log empties it ('Log has been cleared'); 'Yay..! No errors..!' when there are
 * none. A realtime `error-log` (a new error, or a clear elsewhere) fetches the log again.
 */
export function ErrorLogPage() {
  const { t } = useLingui();
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  const log = useApi<string>(queryKeys.errorLog(), (client) => client.errorLog.get(), {
    silent: true,
  });
  useGlobalFailure(log.error);
  const [clearing, setClearing] = useState<true | null>(null);
  const refresh = () => {
    void log.mutate();
    void mutate(queryKeys.notification());
  };

  useRealtimeEvents((event) => {
    if (event.type === 'message' && event.message.type === 'error-log') refresh();
  });

  const text = log.data?.trim() ?? '';
  return (
    <section className="flex flex-col gap-2">
      <PageHeader
        title={t`Error Log`}
        actions={
          <Button
            variant="destructive"
            disabled={log.data === undefined || text === ''}
            onClick={() => setClearing(true)}
          >
            <Trash2 aria-hidden />
            <Trans>Clear Log</Trans>
          </Button>
        }
      />
      {log.data === undefined ? (
        log.error ? (
          <ErrorState description={readPlaceText(log.error)} onRetry={() => void log.mutate()} />
        ) : (
          <LoadingState />
        )
      ) : text === '' ? (
        <EmptyState
          className="rounded-lg border bg-card"
          icon={<PartyPopper strokeWidth={1.5} />}
          title={t`Yay..! No errors..!`}
        />
      ) : (
        <pre
          role="log"
          aria-label={t`Error log`}
          className="rounded-lg border bg-card p-4 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap text-foreground"
        >
          {text}
        </pre>
      )}
      <ConfirmAction
        target={clearing}
        onClose={() => setClearing(null)}
        title={t`Hold On`}
        message={t`Clear the error log? This cannot be undone.`}
        confirmLabel={t`Clear Log`}
        action={() => api.errorLog.clear()}
        success={t`Log has been cleared`}
        onSuccess={refresh}
      />
    </section>
  );
}
