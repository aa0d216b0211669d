import { Trans, useLingui } from '@lingui/react/macro';
import { can, isOwner, type TenantSaved } from '@strata/domain';
import { Button, ErrorState, LoadingState, PageHeader } from '@strata/ui';
import { BadgeCheck, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useApi, useApiClient } from '../../lib/api';
import { BackButton } from '../../lib/back-button';
import { ConfirmAction } from '../../lib/confirm-action';
import { isNotFound, NotFoundPage, recordId } from '../../lib/not-found';
import { useOwnUnits } from '../../lib/own-units';
import { inScope, queryKeys } from '../../lib/query-keys';
import { ServiceGate } from '../../lib/service-page';
import { useSession } from '../../lib/session';
import { useFormAction } from '../../lib/use-form-action';
import { useGlobalFailure } from '../../lib/use-list';
import {
  TenantDetails,
  tenantDraft,
  tenantDraftErrors,
  TenantForm,
  tenantPayload,
  type TenantDraft,
} from './tenant-fields';
import { useTenantsLive } from './use-tenants-live';

const LIST = '/d/tenants';

/** /d/tenants/{id} (view, edit with `?editMode`) and /d/tenants/new. */
export function TenantDetailPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  if (id === 'new') return <NewTenant />;
  const tenantId = recordId(id);
  return tenantId === null ? (
    <NotFoundPage title={t`Tenant not found`} listPath={LIST} listLabel={t`Back to Tenants`} />
  ) : (
    <ExistingTenant id={tenantId} />
  );
}

/**
 * A blank form; saving registers the tenant for the owner's unit (an owner of several chooses
 * which) and returns to the list.
 */
function NewTenant() {
  const { t } = useLingui();
  const api = useApiClient();
  const { user } = useSession();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const units = useOwnUnits(isOwner(user));
  const [changed, setDraft] = useState<TenantDraft | null>(null);
  const draft = changed ?? tenantDraft(null, units);
  const add = useFormAction({
    validate: tenantDraftErrors,
    action: (value: TenantDraft) =>
      api.tenants.add({ ...tenantPayload(value), unit_id: Number(value.unit_id) }),
    success: t`Tenant has been added`,
    onSuccess: () => {
      void mutate(inScope('tenants'));
      navigate(LIST);
    },
  });
  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={t`Register Tenant`} back={<BackButton onClick={() => navigate(LIST)} />} />
      <ServiceGate service="Tenants">
        {isOwner(user) && !units ? (
          <LoadingState />
        ) : (
          <TenantForm
            draft={draft}
            onDraftChange={setDraft}
            onSubmit={() => void add.submit(draft)}
            onCancel={() => navigate(LIST)}
            pending={add.pending}
            error={add.fieldError}
            units={units}
          />
        )}
      </ServiceGate>
    </section>
  );
}

/** One tenant: view mode; Edit works on a copy; Delete asks first. */
function ExistingTenant({ id }: { id: number }) {
  const { t } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { user } = useSession();
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<TenantDraft | null>(null);
  const [opened, setOpened] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const [verifying, setVerifying] = useState<number | null>(null);
  const detail = useApi(queryKeys.tenants.detail(id), (client) => client.tenants.detail(id), {
    silent: true,
  });
  useGlobalFailure(detail.error);
  useTenantsLive();
  const tenant = detail.data?.data;
  if (tenant && params.has('editMode') && !opened) {
    setOpened(true);
    setDraft(tenantDraft(tenant));
  }
  const save = useFormAction({
    validate: tenantDraftErrors,
    action: (value: TenantDraft) => api.tenants.edit({ ...tenantPayload(value), id }),
    success: t`Changes has been saved`,
    onSuccess: (saved: TenantSaved) => {
      void detail.mutate({ data: saved.data }, { revalidate: false });
      void mutate(inScope('tenants'));
      setDraft(null);
    },
  });
  const back = () => (draft ? setDraft(null) : navigate(LIST));

  if (isNotFound(detail.error)) {
    return (
      <NotFoundPage title={t`Tenant not found`} listPath={LIST} listLabel={t`Back to Tenants`} />
    );
  }
  if (!tenant) {
    return (
      <section className="flex flex-col gap-2">
        <PageHeader title={t`Tenant`} back={<BackButton onClick={back} />} />
        {detail.error ? (
          <ErrorState description={detail.error.message} onRetry={() => void detail.mutate()} />
        ) : (
          <LoadingState />
        )}
      </section>
    );
  }
  const pending = tenant.status === 'pending';
  const actions = draft ? null : (
    <>
      {pending && !isOwner(user) && can(user, 'Tenants', 'Update') && (
        <Button onClick={() => setVerifying(tenant.id)}>
          <BadgeCheck aria-hidden />
          <Trans>Verify</Trans>
        </Button>
      )}
      {pending && can(user, 'Tenants', 'Update') && (
        <Button variant="outline" onClick={() => setDraft(tenantDraft(tenant))}>
          <Pencil aria-hidden />
          <Trans>Edit</Trans>
        </Button>
      )}
      {can(user, 'Tenants', 'Delete') && (
        <Button variant="destructive" onClick={() => setRemoving(tenant.id)}>
          <Trash2 aria-hidden />
          <Trans>Delete</Trans>
        </Button>
      )}
    </>
  );
  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={tenant.name} back={<BackButton onClick={back} />} actions={actions} />
      {draft ? (
        <TenantForm
          draft={draft}
          onDraftChange={setDraft}
          onSubmit={() => void save.submit(draft)}
          onCancel={() => setDraft(null)}
          pending={save.pending}
          error={save.fieldError}
        />
      ) : (
        <TenantDetails tenant={tenant} />
      )}
      <ConfirmAction
        target={verifying}
        onClose={() => setVerifying(null)}
        tone="default"
        title={t`Verify Tenant`}
        message={t`Verify ${tenant.name}? They will be sent a password to sign in until ${tenant.end_date}.`}
        confirmLabel={t`Verify`}
        action={(target) => api.tenants.verify(target)}
        success={t`Tenant has been verified`}
        onSuccess={() => {
          void detail.mutate();
          void mutate(inScope('tenants'));
        }}
      />
      <ConfirmAction
        target={removing}
        onClose={() => setRemoving(null)}
        title={t`Hold On`}
        message={
          tenant.status === 'verified'
            ? t`Delete tenant ${tenant.name}? Their account is closed and they are signed out at once. This cannot be undone.`
            : t`Delete tenant ${tenant.name}? This cannot be undone.`
        }
        confirmLabel={t`Delete`}
        action={(target) => api.tenants.remove(target)}
        success={t`Tenant has been removed`}
        onSuccess={() => {
          void mutate(inScope('tenants'));
          navigate(LIST);
        }}
      />
    </section>
  );
}
