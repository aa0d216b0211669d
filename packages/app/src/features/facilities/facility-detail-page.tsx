import { Trans, useLingui } from '@lingui/react/macro';
import { can, isOwner, type FacilitySaved } from '@strata/domain';
import { Button, ErrorState, LoadingState, PageHeader } from '@strata/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useApi, useApiClient } from '../../lib/api';
import { BackButton } from '../../lib/back-button';
import { ConfirmAction } from '../../lib/confirm-action';
import { isNotFound, NotFoundPage, recordId } from '../../lib/not-found';
import { inScope, queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useFormAction } from '../../lib/use-form-action';
import { useGlobalFailure } from '../../lib/use-list';
import { ServiceGate } from '../../lib/service-page';
import { FacilityWeekView } from './facility-week';
import {
  FacilityDetails,
  facilityDraft,
  facilityDraftErrors,
  FacilityForm,
  facilityPayload,
  type FacilityDraft,
} from './facility-fields';

const LIST = '/d/facilities';

/**
 * /d/facilities/{id} (view with the week of slots, edit with `?editMode`) and /d/facilities/new,
 * behind the Facilities service.
 */
export function FacilityDetailPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const facilityId = recordId(id);
  return (
    <ServiceGate service="Facilities">
      {id === 'new' ? (
        <NewFacility />
      ) : facilityId === null ? (
        <NotFoundPage
          title={t`Facility not found`}
          listPath={LIST}
          listLabel={t`Back to Facilities`}
        />
      ) : (
        <ExistingFacility id={facilityId} />
      )}
    </ServiceGate>
  );
}

/** A blank form; saving adds the facility and returns to the list. */
function NewFacility() {
  const { t } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [draft, setDraft] = useState(() => facilityDraft());
  const add = useFormAction({
    validate: facilityDraftErrors,
    action: (value: FacilityDraft) => api.facilities.add(facilityPayload(value)),
    success: t`Facility has been added`,
    onSuccess: () => {
      void mutate(inScope('facilities'));
      navigate(LIST);
    },
  });
  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={t`Add Facility`} back={<BackButton onClick={() => navigate(LIST)} />} />
      <FacilityForm
        draft={draft}
        onDraftChange={setDraft}
        onSubmit={() => void add.submit(draft)}
        onCancel={() => navigate(LIST)}
        pending={add.pending}
        error={add.fieldError}
      />
    </section>
  );
}

/** One facility: view mode; Edit works on a copy; Delete asks first. */
function ExistingFacility({ id }: { id: number }) {
  const { t } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { user } = useSession();
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<FacilityDraft | null>(null);
  const [opened, setOpened] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const detail = useApi(queryKeys.facilities.detail(id), (client) => client.facilities.detail(id), {
    silent: true,
  });
  useGlobalFailure(detail.error);
  const facility = detail.data?.data;
  // `?editMode` opens the form only for staff who may change the facility (others see it).
  const editor = !isOwner(user) && can(user, 'Facilities', 'Update');
  if (facility && editor && params.has('editMode') && !opened) {
    setOpened(true);
    setDraft(facilityDraft(facility));
  }
  const save = useFormAction({
    validate: facilityDraftErrors,
    action: (value: FacilityDraft) => api.facilities.edit({ ...facilityPayload(value), id }),
    success: t`Changes has been saved`,
    onSuccess: (saved: FacilitySaved) => {
      void detail.mutate({ data: saved.data }, { revalidate: false });
      void mutate(inScope('facilities'));
      setDraft(null);
    },
  });
  const back = () => (draft ? setDraft(null) : navigate(LIST));

  if (isNotFound(detail.error)) {
    return (
      <NotFoundPage
        title={t`Facility not found`}
        listPath={LIST}
        listLabel={t`Back to Facilities`}
      />
    );
  }
  if (!facility) {
    return (
      <section className="flex flex-col gap-2">
        <PageHeader title={t`Facility`} back={<BackButton onClick={back} />} />
        {detail.error ? (
          <ErrorState description={detail.error.message} onRetry={() => void detail.mutate()} />
        ) : (
          <LoadingState />
        )}
      </section>
    );
  }
  const staff = !isOwner(user);
  const actions = draft ? null : (
    <>
      {editor && (
        <Button variant="outline" onClick={() => setDraft(facilityDraft(facility))}>
          <Pencil aria-hidden />
          <Trans>Edit</Trans>
        </Button>
      )}
      {staff && can(user, 'Facilities', 'Delete') && (
        <Button variant="destructive" onClick={() => setRemoving(facility.id)}>
          <Trash2 aria-hidden />
          <Trans>Delete</Trans>
        </Button>
      )}
    </>
  );
  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={facility.name} back={<BackButton onClick={back} />} actions={actions} />
      {draft ? (
        <FacilityForm
          draft={draft}
          onDraftChange={setDraft}
          onSubmit={() => void save.submit(draft)}
          onCancel={() => setDraft(null)}
          pending={save.pending}
          error={save.fieldError}
        />
      ) : (
        <div className="flex flex-col gap-6">
          <FacilityDetails facility={facility} />
          <FacilityWeekView facilityId={facility.id} />
        </div>
      )}
      <ConfirmAction
        target={removing}
        onClose={() => setRemoving(null)}
        title={t`Hold On`}
        message={t`Delete facility ${facility.name}? This cannot be undone.`}
        confirmLabel={t`Delete`}
        action={(target) => api.facilities.remove(target)}
        success={t`Facility has been removed`}
        onSuccess={() => {
          void mutate(inScope('facilities'));
          navigate(LIST);
        }}
      />
    </section>
  );
}
