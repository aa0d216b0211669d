import { Trans, useLingui } from '@lingui/react/macro';
import {
  ANNOUNCEMENT_RECIPIENTS,
  ATTACHMENT_MAX_BYTES,
  announcementErrors,
  isSuperUser,
  type AnnouncementRecipient,
  type ApiClient,
  type FormErrors,
} from '@strata/domain';
import {
  Button,
  cn,
  Field,
  Input,
  inputVariants,
  PageHeader,
  Textarea,
  UploadDropzone,
} from '@strata/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useApi, useApiClient } from '../../lib/api';
import { BackButton } from '../../lib/back-button';
import { readFileAsBase64 } from '../../lib/excel-upload';
import { PropertySelect } from '../../lib/property-select';
import { inScope, queryKeys } from '../../lib/query-keys';
import { textToHtml } from '../../lib/safe-html';
import { ServiceGate } from '../../lib/service-page';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toasts';
import { useFormAction } from '../../lib/use-form-action';
import { useValidationText } from '../../lib/validation-text';

/** Spec 002 §5 and §9: the attachment's accepted types (one file of at most 5MB). */
const ATTACHMENT_ACCEPT = ['.jpg', '.jpeg', '.pjpg', '.png', '.pdf'] as const;

/** The form as typed: the message is plain text (sent as escaped HTML), the file not yet sent. */
export type AnnouncementDraft = {
  title: string;
  recipient: AnnouncementRecipient | '';
  message: string;
  /** The super user's chosen property ('' until chosen); others send their own. */
  property_id: string;
  attachment: File | null;
};

const EMPTY_DRAFT: AnnouncementDraft = {
  title: '',
  recipient: '',
  message: '',
  property_id: '',
  attachment: null,
};

type DraftField = 'title' | 'recipient' | 'message' | 'property_id';

/** Title and message required (spec 002 §5), a recipient chosen, and a property for super users. */
export function announcementDraftErrors(
  draft: AnnouncementDraft,
  choosesProperty: boolean,
): FormErrors<DraftField> {
  const errors: FormErrors<DraftField> = announcementErrors(draft);
  if (draft.recipient === '') errors.recipient = 'select';
  if (choosesProperty && draft.property_id === '') errors.property_id = 'select';
  return errors;
}

/**
 * Uploads the attachment when there is one (`onUploaded` once it is stored), then sends the
 * announcement.
 */
async function sendAnnouncement(
  api: ApiClient,
  draft: AnnouncementDraft,
  onProgress: (percent: number) => void,
  onUploaded: () => void,
) {
  let attachment: string | undefined;
  if (draft.attachment) {
    const doc = await readFileAsBase64(draft.attachment, onProgress);
    const uploaded = await api.announcements.uploadAttachment({
      doc,
      original_name: draft.attachment.name,
    });
    if (!uploaded.ok) return uploaded;
    attachment = uploaded.data.doc;
    onUploaded();
  }
  return api.announcements.add({
    title: draft.title.trim(),
    message: textToHtml(draft.message),
    recipient: draft.recipient as AnnouncementRecipient,
    attachment,
    property_id: draft.property_id === '' ? undefined : Number(draft.property_id),
  });
}

/**
 * /d/announcements/new (spec 002 §2, §5): title, recipient (Owners or Admins), message and an
 * optional attachment (jpg, jpeg, pjpg, png or pdf, at most 5MB); Cancel returns to the list,
 * Send shows 'Document has been uploaded!' once the attachment is stored (spec 002 §8), then
 * 'Announcement has been sent'. Admins and super users only (the route guard).
 */
export function NewAnnouncementPage() {
  const { t } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { user } = useSession();
  const validationText = useValidationText();
  const toast = useToast();
  const choosesProperty = isSuperUser(user) && user?.property_id == null;
  const properties = useApi(
    choosesProperty ? queryKeys.properties.list({ page: 0, search: '' }) : null,
    (client) => client.properties.list({ page: 0 }),
  );
  const [draft, setDraft] = useState<AnnouncementDraft>(EMPTY_DRAFT);
  const [progress, setProgress] = useState(0);
  const set = (change: Partial<AnnouncementDraft>) =>
    setDraft((current) => ({ ...current, ...change }));
  const send = useFormAction({
    validate: (value: AnnouncementDraft) => announcementDraftErrors(value, choosesProperty),
    action: (value: AnnouncementDraft) =>
      sendAnnouncement(api, value, setProgress, () =>
        toast.success(t`Document has been uploaded!`),
      ),
    success: t`Announcement has been sent`,
    onSuccess: () => {
      void mutate(inScope('announcements'));
      navigate('/d/announcements', { replace: true });
    },
  });
  const toList = () => navigate('/d/announcements');
  const recipientText: Record<AnnouncementRecipient, string> = {
    Owners: t`Owners`,
    Admins: t`Admins`,
  };
  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={t`New Announcement`} back={<BackButton onClick={toList} />} />
      <ServiceGate service="Announcements">
        <form
          noValidate
          aria-label={t`Announcement`}
          className="flex max-w-2xl flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void send.submit(draft);
          }}
        >
          {choosesProperty && (
            <Field label={t`Property`} required error={send.fieldError('property_id')}>
              <PropertySelect
                name="property_id"
                className="w-full"
                properties={properties.data?.data ?? []}
                emptyOption={t`Choose a property`}
                value={draft.property_id}
                onChange={(event) => set({ property_id: event.target.value })}
              />
            </Field>
          )}
          <Field label={t`Title`} required error={send.fieldError('title')}>
            <Input
              name="title"
              maxLength={200}
              value={draft.title}
              onChange={(event) => set({ title: event.target.value })}
            />
          </Field>
          <Field label={t`Recipient`} required error={send.fieldError('recipient')}>
            <select
              name="recipient"
              className={cn(inputVariants({ size: 'md' }), 'w-full')}
              value={draft.recipient}
              onChange={(event) =>
                set({ recipient: event.target.value as AnnouncementDraft['recipient'] })
              }
            >
              <option value="">{t`Choose the recipients`}</option>
              {ANNOUNCEMENT_RECIPIENTS.map((recipient) => (
                <option key={recipient} value={recipient}>
                  {recipientText[recipient]}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t`Message`} required error={send.fieldError('message')}>
            <Textarea
              name="message"
              rows={6}
              value={draft.message}
              onChange={(event) => set({ message: event.target.value })}
            />
          </Field>
          <Field
            label={t`Attachment`}
            description={t`A jpg, jpeg, pjpg, png or pdf file of at most 5MB.`}
          >
            <UploadDropzone
              size="sm"
              accept={ATTACHMENT_ACCEPT}
              maxSize={ATTACHMENT_MAX_BYTES}
              file={draft.attachment}
              onFileChange={(attachment) => set({ attachment })}
              status={send.pending && draft.attachment ? 'pending' : undefined}
              progress={send.pending ? progress : undefined}
              labels={{
                tooLarge: validationText('imageTooLarge'),
                unsupported: validationText('fileNotSupported'),
              }}
            />
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={toList} disabled={send.pending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={send.pending} aria-busy={send.pending || undefined}>
              <Trans>Send</Trans>
            </Button>
          </div>
        </form>
      </ServiceGate>
    </section>
  );
}
