import { Trans, useLingui } from '@lingui/react/macro';
import { can, type ComplaintSaved } from '@strata/domain';
import { Button, ErrorState, LoadingState, PageHeader } from '@strata/ui';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useApi, useApiClient } from '../../lib/api';
import { ConfirmAction } from '../../lib/confirm-action';
import { isNotFound, NotFoundPage, recordId } from '../../lib/not-found';
import { inScope, queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useFormAction } from '../../lib/use-form-action';
import { useGlobalFailure } from '../../lib/use-list';
import {
  ComplaintDetails,
  complaintDraft,
  complaintDraftErrors,
  ComplaintForm,
  complaintPayload,
  type ComplaintDraft,
} from './complaint-fields';

const LIST = '/d/complains';

function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useLingui();
  return (
    <Button variant="ghost" size="icon" onClick={onClick}>
      <ArrowLeft aria-hidden />
      <span className="sr-only">{t`Back`}</span>
    </Button>
  );
}

/** /d/complains/{id} (view, edit with `?editMode`) and /d/complains/new. */
export function ComplaintDetailPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  if (id === 'new') return <NewComplaint />;
  const complaintId = recordId(id);
  return complaintId === null ? (
    <NotFoundPage title={t`Complaint not found`} listPath={LIST} listLabel={t`Back to Complains`} />
  ) : (
    <ExistingComplaint id={complaintId} />
  );
}

/** A blank form; saving adds the complaint and returns to the list. */
function NewComplaint() {
  const { t } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [draft, setDraft] = useState(() => complaintDraft());
  const add = useFormAction({
    validate: complaintDraftErrors,
    action: (value: ComplaintDraft) => api.complains.add(complaintPayload(value)),
    success: t`Complaint has been added`,
    onSuccess: () => {
      void mutate(inScope('complains'));
      navigate(LIST);
    },
  });
  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={t`Add Complaint`} back={<BackButton onClick={() => navigate(LIST)} />} />
      <ComplaintForm
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

/** One complaint: view mode; Edit works on a copy; Delete asks first. */
function ExistingComplaint({ id }: { id: number }) {
  const { t } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { user } = useSession();
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<ComplaintDraft | null>(null);
  const [opened, setOpened] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const detail = useApi(queryKeys.complains.detail(id), (client) => client.complains.detail(id), {
    silent: true,
  });
  useGlobalFailure(detail.error);
  const complaint = detail.data?.data;
  if (complaint && params.has('editMode') && !opened) {
    setOpened(true);
    setDraft(complaintDraft(complaint));
  }
  const save = useFormAction({
    validate: complaintDraftErrors,
    action: (value: ComplaintDraft) => api.complains.edit({ ...complaintPayload(value), id }),
    success: t`Changes has been saved`,
    onSuccess: (saved: ComplaintSaved) => {
      void detail.mutate({ data: saved.data }, { revalidate: false });
      void mutate(inScope('complains'));
      setDraft(null);
    },
  });
  const back = () => (draft ? setDraft(null) : navigate(LIST));

  if (isNotFound(detail.error)) {
    return (
      <NotFoundPage
        title={t`Complaint not found`}
        listPath={LIST}
        listLabel={t`Back to Complains`}
      />
    );
  }
  if (!complaint) {
    return (
      <section className="flex flex-col gap-2">
        <PageHeader title={t`Complaint`} back={<BackButton onClick={back} />} />
        {detail.error ? (
          <ErrorState description={detail.error.message} onRetry={() => void detail.mutate()} />
        ) : (
          <LoadingState />
        )}
      </section>
    );
  }
  const actions = draft ? null : (
    <>
      {can(user, 'Complains', 'Update') && (
        <Button variant="outline" onClick={() => setDraft(complaintDraft(complaint))}>
          <Pencil aria-hidden />
          <Trans>Edit</Trans>
        </Button>
      )}
      {can(user, 'Complains', 'Delete') && (
        <Button variant="destructive" onClick={() => setRemoving(complaint.id)}>
          <Trash2 aria-hidden />
          <Trans>Delete</Trans>
        </Button>
      )}
    </>
  );
  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={complaint.name} back={<BackButton onClick={back} />} actions={actions} />
      {draft ? (
        <ComplaintForm
          draft={draft}
          onDraftChange={setDraft}
          onSubmit={() => void save.submit(draft)}
          onCancel={() => setDraft(null)}
          pending={save.pending}
          error={save.fieldError}
        />
      ) : (
        <ComplaintDetails complaint={complaint} />
      )}
      <ConfirmAction
        target={removing}
        onClose={() => setRemoving(null)}
        title={t`Hold On`}
        message={t`Delete complaint ${complaint.name}? This cannot be undone.`}
        confirmLabel={t`Delete`}
        action={(target) => api.complains.remove(target)}
        success={t`Complaint has been removed`}
        onSuccess={() => {
          void mutate(inScope('complains'));
          navigate(LIST);
        }}
      />
    </section>
  );
}
