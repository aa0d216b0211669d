import { Trans, useLingui } from '@lingui/react/macro';
import { checkFields, formatDate, type Complaint, type ComplaintAddPayload } from '@strata/domain';
import { Button, DescriptionList, Field, Input } from '@strata/ui';
import type { FormEvent } from 'react';

/** The complaint form's fields as typed. */
export type ComplaintDraft = { name: string };

/** The fields the form validates and the server may refuse. */
export type ComplaintField = keyof ComplaintDraft;

/** A copy of `complaint` to edit, or a blank one for a new complaint. */
export function complaintDraft(complaint?: Complaint | null): ComplaintDraft {
  return { name: complaint?.name ?? '' };
}

/** Spec 000 §5 over the draft: the required fields. */
export function complaintDraftErrors(draft: ComplaintDraft) {
  return checkFields({ name: { type: 'text', required: true, value: draft.name } });
}

/** The draft as the add and edit calls send it. */
export function complaintPayload(draft: ComplaintDraft): ComplaintAddPayload {
  return { name: draft.name.trim() };
}

/** The complaint in view mode. */
export function ComplaintDetails({ complaint }: { complaint: Complaint }) {
  const { t } = useLingui();
  return (
    <DescriptionList
      items={[
        { label: t`Name`, value: complaint.name },
        { label: t`Created At`, value: formatDate(complaint.created_at) },
      ]}
    />
  );
}

type ComplaintFormProps = {
  draft: ComplaintDraft;
  onDraftChange: (draft: ComplaintDraft) => void;
  onSubmit: () => void;
  onCancel: () => void;
  pending: boolean;
  error: (field: ComplaintField) => string | undefined;
};

/** The complaint form (new, and edit mode): its fields, Cancel and Save. */
export function ComplaintForm({
  draft,
  onDraftChange,
  onSubmit,
  onCancel,
  pending,
  error,
}: ComplaintFormProps) {
  const { t } = useLingui();
  return (
    <form
      noValidate
      aria-label={t`Complaint`}
      className="flex flex-col gap-6"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Name`} required error={error('name')}>
          <Input
            name="name"
            value={draft.name}
            onChange={(event) => onDraftChange({ ...draft, name: event.target.value })}
          />
        </Field>
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
