import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, ConfirmDialog, Field } from '@strata/ui';
import { useState } from 'react';
import { useApiClient } from '../../lib/api';
import { useFormAction } from '../../lib/use-form-action';

export type AppStatusCardProps = {
  online: boolean;
  /** Runs after the status was changed (refresh the settings). */
  onChanged: (online: boolean) => void;
};

/** App Status: the online checkbox, switched after a confirmation (spec 002 §4). */
export function AppStatusCard({ online, onChanged }: AppStatusCardProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const [asking, setAsking] = useState<boolean | null>(null);
  const change = useFormAction({
    action: (next: boolean) => api.settings.setOnline(next),
    success: t`Changes has been saved`,
    onSuccess: (_answer, next) => onChanged(next),
  });

  return (
    <section
      aria-labelledby="app-status-title"
      className="flex flex-col gap-3 rounded-lg border bg-card p-4"
    >
      <h2 id="app-status-title" className="text-base font-semibold">
        <Trans>App Status</Trans>
      </h2>
      <Field
        label={t`Online`}
        orientation="horizontal"
        description={t`When offline the public cannot purchase tickets.`}
      >
        <Checkbox
          checked={online}
          disabled={change.pending}
          onCheckedChange={(checked) => setAsking(checked === true)}
        />
      </Field>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={t`Hold On`}
        message={
          asking
            ? t`Set the app online? The public can purchase tickets again.`
            : t`Set the app offline? The public will not be able to purchase tickets.`
        }
        labels={{ confirm: t`Confirm`, cancel: t`Cancel` }}
        onConfirm={async () => {
          if (asking === null) return;
          const result = await change.submit(asking);
          if (!result?.ok) throw new Error('not changed');
        }}
      />
    </section>
  );
}
