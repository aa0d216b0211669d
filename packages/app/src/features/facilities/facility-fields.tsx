import { Trans, useLingui } from '@lingui/react/macro';
import { checkFields, formatDate, type Facility, type FacilityAddPayload } from '@strata/domain';
import { Button, DescriptionList, Field, Input } from '@strata/ui';
import type { FormEvent } from 'react';

/** The facility form's fields as typed. */
export type FacilityDraft = { name: string };

/** The fields the form validates and the server may refuse. */
export type FacilityField = keyof FacilityDraft;

/** A copy of `facility` to edit, or a blank one for a new facility. */
export function facilityDraft(facility?: Facility | null): FacilityDraft {
  return { name: facility?.name ?? '' };
}

/** Spec 000 §5 over the draft: the required fields. */
export function facilityDraftErrors(draft: FacilityDraft) {
  return checkFields({ name: { type: 'text', required: true, value: draft.name } });
}

/** The draft as the add and edit calls send it. */
export function facilityPayload(draft: FacilityDraft): FacilityAddPayload {
  return { name: draft.name.trim() };
}

/** The facility in view mode. */
export function FacilityDetails({ facility }: { facility: Facility }) {
  const { t } = useLingui();
  return (
    <DescriptionList
      items={[
        { label: t`Name`, value: facility.name },
        { label: t`Created At`, value: formatDate(facility.created_at) },
      ]}
    />
  );
}

type FacilityFormProps = {
  draft: FacilityDraft;
  onDraftChange: (draft: FacilityDraft) => void;
  onSubmit: () => void;
  onCancel: () => void;
  pending: boolean;
  error: (field: FacilityField) => string | undefined;
};

/** The facility form (new, and edit mode): its fields, Cancel and Save. */
export function FacilityForm({
  draft,
  onDraftChange,
  onSubmit,
  onCancel,
  pending,
  error,
}: FacilityFormProps) {
  const { t } = useLingui();
  return (
    <form
      noValidate
      aria-label={t`Facility`}
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
