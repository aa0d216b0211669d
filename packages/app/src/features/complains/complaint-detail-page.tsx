import { Trans, useLingui } from '@lingui/react/macro';
import {
  can,
  COMPLAINT_TEXT_MAX,
  complaintReopenable,
  formatDateTime,
  isOwner,
  nextComplaintStatus,
  PROPERTY_TIME_ZONE,
  type ComplaintDetail,
  type ComplaintSaved,
  type ComplaintStatus,
  type FormErrors,
} from '@strata/domain';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  Field,
  LoadingState,
  PageHeader,
  Textarea,
  type AutocompleteItem,
} from '@strata/ui';
import { RotateCcw, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useApi, useApiClient } from '../../lib/api';
import { AssignDialog } from '../../lib/assign-dialog';
import { BackButton } from '../../lib/back-button';
import {
  useComplaintsLive,
  useComplaintStatusText,
  type ComplaintBack,
} from '../../lib/complaint-list';
import { isNotFound, NotFoundPage, recordId } from '../../lib/not-found';
import { inScope, queryKeys } from '../../lib/query-keys';
import { roleLabel } from '../../lib/role-labels';
import { ServiceGate, useServiceAllowed } from '../../lib/service-page';
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

/** /d/complains/{id} (the complaint, its thread and its actions) and /d/complains/new. */
export function ComplaintDetailPage({ now }: { now?: () => Date }) {
  const { t } = useLingui();
  const { id = '' } = useParams();
  if (id === 'new') return <NewComplaint />;
  const complaintId = recordId(id);
  return complaintId === null ? (
    <NotFoundPage title={t`Complaint not found`} listPath={LIST} listLabel={t`Back to Complains`} />
  ) : (
    <ExistingComplaint id={complaintId} now={now} />
  );
}

/** A blank complaint; filing it returns to the list. Owners choose among their units. */
function NewComplaint() {
  const { t } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { user } = useSession();
  const owner = isOwner(user);
  const units = useApi(owner ? queryKeys.units.list({ page: 0, search: '' }) : null, (client) =>
    client.units.list({ page: 0 }),
  );
  const ownUnits = owner ? (units.data?.data ?? []) : undefined;
  const [draft, setDraft] = useState<ComplaintDraft | null>(null);
  const current = draft ?? complaintDraft(ownUnits);
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
      <PageHeader title={t`New Complaint`} back={<BackButton onClick={() => navigate(LIST)} />} />
      <ServiceGate service="Complains">
        {owner && !units.data ? (
          <LoadingState />
        ) : (
          <ComplaintForm
            draft={current}
            onDraftChange={setDraft}
            onSubmit={() => void add.submit(current)}
            onCancel={() => navigate(LIST)}
            pending={add.pending}
            error={add.fieldError}
            ownUnits={ownUnits}
          />
        )}
      </ServiceGate>
    </section>
  );
}

/**
 * The thread: every message with its author, role and time (Malaysian time), and a reply box, or
 * on a Closed complaint the note that it takes no more.
 */
function ComplaintThread({
  detail,
  onSent,
}: {
  detail: ComplaintDetail;
  onSent: (saved: ComplaintSaved) => void;
}) {
  const { t, i18n } = useLingui();
  const api = useApiClient();
  const [text, setText] = useState('');
  const send = useFormAction({
    validate: (value: string): FormErrors<'message'> =>
      value.trim() === ''
        ? { message: 'required' }
        : value.trim().length > COMPLAINT_TEXT_MAX
          ? { message: 'complaintTextLength' }
          : {},
    action: (value: string) => api.complains.message({ id: detail.data.id, message: value.trim() }),
    onSuccess: (saved: ComplaintSaved) => {
      setText('');
      onSent(saved);
    },
  });
  return (
    <section aria-label={t`Messages`} className="flex flex-col gap-3">
      <h2 className="text-base font-semibold">{t`Messages`}</h2>
      {detail.messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t`No messages yet.`}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {detail.messages.map((message) => (
            <li key={message.id} className="rounded-md border p-3">
              <p className="text-sm">
                <span className="font-medium">{message.author?.name ?? t`Deleted user`}</span>
                {message.author && (
                  <span className="text-muted-foreground">
                    {' · '}
                    {roleLabel(i18n, message.author.role)}
                  </span>
                )}
                <span className="text-muted-foreground">
                  {' · '}
                  <time dateTime={message.created_at}>
                    {formatDateTime(message.created_at, { timeZone: PROPERTY_TIME_ZONE })}
                  </time>
                </span>
              </p>
              <p className="mt-1 whitespace-pre-wrap text-sm">{message.message}</p>
            </li>
          ))}
        </ol>
      )}
      {detail.data.status === 'Closed' ? (
        <p className="text-sm text-muted-foreground">
          {t`This complaint is closed and can no longer be changed.`}
        </p>
      ) : (
        <form
          noValidate
          aria-label={t`Reply`}
          className="flex flex-col gap-2"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void send.submit(text);
          }}
        >
          <Field label={t`Message`} error={send.fieldError('message')}>
            <Textarea
              name="message"
              rows={3}
              maxLength={COMPLAINT_TEXT_MAX}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </Field>
          <div className="flex justify-end">
            <Button type="submit" disabled={send.pending} aria-busy={send.pending || undefined}>
              <Trans>Send</Trans>
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

/** One complaint: its facts, the staff's assign and next status, the owner's reopen, the thread. */
function ExistingComplaint({ id, now = () => new Date() }: { id: number; now?: () => Date }) {
  const { t } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { user } = useSession();
  const statusText = useComplaintStatusText();
  const [assigning, setAssigning] = useState(false);
  const serviceOn = useServiceAllowed('Complains');
  useComplaintsLive();
  const detail = useApi(
    serviceOn ? queryKeys.complains.detail(id) : null,
    (client) => client.complains.detail(id),
    { silent: true },
  );
  useGlobalFailure(detail.error);
  const merge = () => void mutate(inScope('complains'));
  const move = useFormAction({
    action: (status: ComplaintStatus) => api.complains.status({ id, status }),
    success: (saved: ComplaintSaved) => saved.message,
    onSuccess: merge,
  });
  const reopen = useFormAction({
    action: () => api.complains.reopen(id),
    success: t`Complaint has been reopened`,
    onSuccess: merge,
  });
  const opener = (useLocation().state as Partial<ComplaintBack> | null)?.back;
  const back = () => navigate(opener?.startsWith('/d/') ? opener : LIST);
  const title = detail.data?.data.title ?? t`Complaint`;

  if (isNotFound(detail.error)) {
    return (
      <NotFoundPage
        title={t`Complaint not found`}
        listPath={LIST}
        listLabel={t`Back to Complains`}
      />
    );
  }
  const complaint = detail.data?.data;
  const owner = isOwner(user);
  const staff = !owner && can(user, 'Complains', 'Update');
  const next = complaint ? nextComplaintStatus(complaint.status) : null;
  const reopenable = complaint ? complaintReopenable(complaint, now()) : false;
  const actions =
    complaint && staff ? (
      <>
        {complaint.status !== 'Closed' && (
          <AssignDialog
            open={assigning}
            onOpenChange={setAssigning}
            trigger={
              <Button variant="outline">
                <UserPlus aria-hidden />
                {complaint.assignee ? <Trans>Reassign</Trans> : <Trans>Assign</Trans>}
              </Button>
            }
            title={t`Assign Complaint`}
            description={t`Search the property's staff by name.`}
            label={t`Staff`}
            search={searchStaff}
            assign={(userId) => api.complains.assign({ id, assignee_id: userId })}
            onAssigned={() => void mutate(inScope('complains'))}
          />
        )}
        {next === 'Closed' ? (
          <ConfirmDialog
            trigger={<Button disabled={move.pending}>{t`Close complaint`}</Button>}
            title={t`Close Complaint`}
            message={t`A closed complaint can no longer be changed, reopened or answered. Close "${complaint.title}"?`}
            labels={{ confirm: t`Close complaint` }}
            onConfirm={() => move.submit('Closed')}
          />
        ) : next ? (
          <Button disabled={move.pending} onClick={() => void move.submit(next)}>
            {{ Open: t`Open`, 'In progress': t`Start work`, Resolved: t`Mark resolved` }[next]}
          </Button>
        ) : null}
      </>
    ) : complaint && owner && reopenable ? (
      <Button
        variant="outline"
        disabled={reopen.pending}
        onClick={() => void reopen.submit(undefined)}
      >
        <RotateCcw aria-hidden />
        <Trans>Reopen</Trans>
      </Button>
    ) : null;

  async function searchStaff(text: string): Promise<AutocompleteItem[]> {
    const result = await api.complains.staff({ id, search: text });
    if (!result.ok) return [];
    return result.data.data.map((person) => ({ value: String(person.id), label: person.name }));
  }

  return (
    <section className="flex flex-col gap-2">
      <PageHeader
        title={title}
        back={<BackButton onClick={back} />}
        actions={serviceOn ? actions : null}
      />
      <ServiceGate service="Complains">
        {!complaint ? (
          !serviceOn ? null : detail.error ? (
            <ErrorState description={detail.error.message} onRetry={() => void detail.mutate()} />
          ) : (
            <LoadingState />
          )
        ) : (
          <div className="flex flex-col gap-6">
            <ComplaintDetails complaint={complaint} />
            {owner && complaint.status === 'Resolved' && !reopenable && (
              <p className="text-sm text-muted-foreground">
                {t`This complaint was resolved more than 7 days ago and can no longer be reopened.`}
              </p>
            )}
            <ComplaintThread detail={detail.data!} onSent={merge} />
            <p className="sr-only" aria-live="polite">
              {statusText(complaint.status)}
            </p>
          </div>
        )}
      </ServiceGate>
    </section>
  );
}
