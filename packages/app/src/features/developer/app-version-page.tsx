import { Trans, useLingui } from '@lingui/react/macro';
import { checkFields, type AppVersion, readPlaceText } from '@strata/domain';
import { Button, ErrorState, Field, Input, LoadingState, PageHeader } from '@strata/ui';
import { useState, type FormEvent } from 'react';
import { useApi, useApiClient } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useGlobalFailure } from '../../lib/use-list';
import { useFormAction } from '../../lib/use-form-action';

/** Both versions are required (the server's rule). */
function appVersionErrors(form: AppVersion) {
  return checkFields({
    android: { type: 'text', required: true, value: form.android },
    ios: { type: 'text', required: true, value: form.ios },
  });
}

/** /d/app-version (spec 002 §2, developer user): the Android and iOS versions, with Save. */
export function AppVersionPage() {
  const { t } = useLingui();
  const api = useApiClient();
  const current = useApi<AppVersion>(
    queryKeys.appVersion(),
    (client) => client.settings.appVersion(),
    {
      silent: true,
    },
  );
  useGlobalFailure(current.error);
  const [draft, setDraft] = useState<AppVersion | null>(null);
  const save = useFormAction({
    validate: appVersionErrors,
    action: (value: AppVersion) =>
      api.settings.saveAppVersion({ android: value.android.trim(), ios: value.ios.trim() }),
    success: t`Changes has been saved`,
    onSuccess: (_answer, saved) => {
      void current.mutate(saved, { revalidate: false });
      setDraft(null);
    },
  });

  const data = current.data;
  const shown = draft ?? data;
  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={t`App Version`} />
      {!shown ? (
        current.error ? (
          <ErrorState
            description={readPlaceText(current.error)}
            onRetry={() => void current.mutate()}
          />
        ) : (
          <LoadingState />
        )
      ) : (
        <form
          noValidate
          className="flex max-w-md flex-col gap-4 rounded-lg border bg-card p-4"
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            void save.submit(shown);
          }}
        >
          <Field label={t`Android`} required error={save.fieldError('android')}>
            <Input
              name="android"
              autoComplete="off"
              value={shown.android}
              onChange={(event) => setDraft({ ...shown, android: event.target.value })}
            />
          </Field>
          <Field label={t`iOS`} required error={save.fieldError('ios')}>
            <Input
              name="ios"
              autoComplete="off"
              value={shown.ios}
              onChange={(event) => setDraft({ ...shown, ios: event.target.value })}
            />
          </Field>
          <div className="flex justify-end">
            <Button type="submit" disabled={save.pending}>
              <Trans>Save</Trans>
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
