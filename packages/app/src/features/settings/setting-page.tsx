import { Trans, useLingui } from '@lingui/react/macro';
import {
  addRole,
  normalizePolicies,
  settingsErrors,
  type RoleWithPolicies,
  type Settings,
  type SettingsField,
  type SettingsNumberField,
  readPlaceText,
} from '@strata/domain';
import { Button, ErrorState, Field, LoadingState, NumberInput, PageHeader } from '@strata/ui';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useApi, useApiClient } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useGlobalFailure } from '../../lib/use-list';
import { useFormAction } from '../../lib/use-form-action';
import { AppStatusCard } from './app-status-card';
import { PolicyMatrix } from './policy-matrix';

/** What the page edits: the numbers (null while a box is empty) and the roles. */
type SettingsDraft = Record<SettingsNumberField, number | null> & { roles: RoleWithPolicies[] };

function draftOf(settings: Settings): SettingsDraft {
  return {
    agents_ticket_expiry_period: settings.agents_ticket_expiry_period,
    child_min_age: settings.child_min_age,
    adult_min_age: settings.adult_min_age,
    senior_min_age: settings.senior_min_age,
    super_senior_min_age: settings.super_senior_min_age,
    roles: settings.policies.roles.map((role) => ({
      ...role,
      policies: normalizePolicies(role.policies),
    })),
  };
}

/**
 * /d/setting (spec 002 §2 'Setting page', super user or Manager): App Status, the agents' ticket
 * expiry period, the four minimum ages and the roles × policies matrix, saved together with
 * 'Changes has been saved'. The page edits a copy; Save sends it and starts again from the
 * server's answer.
 */
export function SettingPage() {
  const { t } = useLingui();
  const api = useApiClient();
  const settings = useApi<Settings>(queryKeys.settings(), (client) => client.settings.get(), {
    silent: true,
  });
  useGlobalFailure(settings.error);
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const save = useFormAction<SettingsDraft, unknown, SettingsField>({
    validate: (value) => settingsErrors(value),
    action: (value) =>
      api.settings.save({
        agents_ticket_expiry_period: value.agents_ticket_expiry_period ?? 0,
        child_min_age: value.child_min_age ?? 0,
        adult_min_age: value.adult_min_age ?? 0,
        senior_min_age: value.senior_min_age ?? 0,
        super_senior_min_age: value.super_senior_min_age ?? 0,
        roles: value.roles.map((role) => ({ ...role, name: role.name.trim() })),
      }),
    success: t`Changes has been saved`,
    onSuccess: () => {
      void settings.mutate().then(() => setDraft(null));
    },
  });

  const data = settings.data;
  if (!data) {
    return (
      <section className="flex flex-col gap-2">
        <PageHeader title={t`Setting`} />
        {settings.error ? (
          <ErrorState
            description={readPlaceText(settings.error)}
            onRetry={() => void settings.mutate()}
          />
        ) : (
          <LoadingState />
        )}
      </section>
    );
  }

  const shown = draft ?? draftOf(data);
  const edit = (change: Partial<SettingsDraft>) => setDraft({ ...shown, ...change });
  const numberField = (field: SettingsNumberField, label: string) => (
    <Field label={label} required error={save.fieldError(field)}>
      <NumberInput
        name={field}
        value={shown[field]}
        onValueChange={(value) => edit({ [field]: value })}
      />
    </Field>
  );
  const ages: [SettingsNumberField, string][] = [
    ['child_min_age', t`Child`],
    ['adult_min_age', t`Adult`],
    ['senior_min_age', t`Senior`],
    ['super_senior_min_age', t`Super Senior`],
  ];

  return (
    <section className="flex flex-col gap-4">
      <PageHeader
        title={t`Setting`}
        actions={
          <Button type="submit" form="settings-form" disabled={save.pending}>
            <Trans>Save</Trans>
          </Button>
        }
      />
      <AppStatusCard
        online={data.online}
        onChanged={(online) => void settings.mutate({ ...data, online }, { revalidate: false })}
      />
      <form
        id="settings-form"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          void save.submit(shown);
        }}
      >
        <section
          aria-labelledby="expiry-title"
          className="flex flex-col gap-3 rounded-lg border bg-card p-4"
        >
          <h2 id="expiry-title" className="text-base font-semibold">
            <Trans>Expiry Period</Trans>
          </h2>
          <div className="max-w-xs">
            {numberField('agents_ticket_expiry_period', t`Agents ticket expiry period (months)`)}
          </div>
        </section>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {ages.map(([field, title]) => (
            <section
              key={field}
              aria-label={title}
              className="flex flex-col gap-3 rounded-lg border bg-card p-4"
            >
              <h2 className="text-base font-semibold">{title}</h2>
              {numberField(field, t`Minimum age of ${title}`)}
            </section>
          ))}
        </div>
      </form>
      {/* Outside the form: in a form, each of the matrix's hundreds of switches adds a hidden input. */}
      <section aria-labelledby="roles-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="roles-title" className="text-base font-semibold">
            <Trans>Roles and Policies</Trans>
          </h2>
          <Button
            type="button"
            variant="outline"
            onClick={() => edit({ roles: addRole(shown.roles, data.default_policies) })}
          >
            <Plus aria-hidden />
            <Trans>Add Role</Trans>
          </Button>
        </div>
        <PolicyMatrix
          roles={shown.roles}
          defaultPolicies={data.default_policies}
          onRolesChange={(roles) => edit({ roles })}
          nameError={(index) => save.fieldError(`roles.${index}.name`)}
        />
      </section>
    </section>
  );
}
