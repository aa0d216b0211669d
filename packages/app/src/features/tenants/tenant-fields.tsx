import { Trans, useLingui } from '@lingui/react/macro';
import {
  checkFields,
  IC_OR_PASSPORT,
  TENANT_PHONE,
  formatDate,
  type FormErrors,
  type Tenant,
  type TenantAddPayload,
  type TenantStatus,
} from '@strata/domain';
import { Button, cn, DescriptionList, Field, Input, inputVariants } from '@strata/ui';
import { useState, type FormEvent } from 'react';
import { OwnUnitField, type OwnUnit } from '../../lib/own-units';
import { TenantDocuments, TenantDocumentsField } from './tenant-documents';

/** The tenant form's fields as typed. */
export type TenantDraft = {
  name: string;
  ic: string;
  email: string;
  contact: string;
  start_date: string;
  end_date: string;
  /** The stored names of the attached documents. */
  documents: string[];
  /** The unit a new tenant rents ('' until an owner of several units chooses one). */
  unit_id: string;
};

/** The fields the form validates and the server may refuse. */
export type TenantField = keyof TenantDraft;

/**
 * A copy of `tenant` to edit, or a blank one for a new tenant (for the owner's only unit when they
 * have one).
 */
export function tenantDraft(tenant?: Tenant | null, units: readonly OwnUnit[] = []): TenantDraft {
  return {
    name: tenant?.name ?? '',
    ic: tenant?.ic ?? '',
    email: tenant?.email ?? '',
    contact: tenant?.contact ?? '',
    start_date: tenant?.start_date ?? '',
    end_date: tenant?.end_date ?? '',
    documents: [...(tenant?.documents ?? [])],
    unit_id: tenant ? String(tenant.unit.id) : units.length === 1 ? String(units[0]!.id) : '',
  };
}

/**
 * Spec 000 §5 over the draft: every field required, an e-mail, an IC or passport and a phone of
 * the shapes the server checks, and a tenancy that ends after it starts.
 */
export function tenantDraftErrors(draft: TenantDraft) {
  const errors: FormErrors<TenantField> = checkFields({
    name: { type: 'text', required: true, value: draft.name },
    ic: { type: 'text', required: true, value: draft.ic },
    email: { type: 'email', required: true, value: draft.email },
    contact: { type: 'text', required: true, value: draft.contact },
    start_date: { type: 'date', required: true, value: draft.start_date },
    end_date: { type: 'date', required: true, value: draft.end_date },
  });
  if (!errors.ic && !IC_OR_PASSPORT.test(draft.ic.trim())) errors.ic = 'icOrPassport';
  if (!errors.contact) {
    const contact = draft.contact.trim();
    if (!/^\d+$/.test(contact)) errors.contact = 'digitsOnly';
    else if (!TENANT_PHONE.test(contact)) errors.contact = 'phoneLength';
  }
  if (!errors.start_date && !errors.end_date && draft.end_date <= draft.start_date) {
    errors.end_date = 'endBeforeStart';
  }
  if (draft.unit_id === '') errors.unit_id = 'select';
  return errors;
}

/** The draft as the add and edit calls send it (the add call adds the unit). */
export function tenantPayload(draft: TenantDraft): Omit<TenantAddPayload, 'unit_id'> {
  return {
    name: draft.name.trim(),
    ic: draft.ic.trim(),
    email: draft.email.trim(),
    contact: draft.contact.trim(),
    start_date: draft.start_date,
    end_date: draft.end_date,
    documents: draft.documents,
  };
}

/** The status as a user reads it. */
export function useTenantStatusText() {
  const { t } = useLingui();
  const texts: Record<TenantStatus, string> = {
    pending: t({ message: 'Pending', context: 'tenant waiting to be verified' }),
    verified: t`Verified`,
    ended: t`Ended`,
  };
  return (status: TenantStatus) => texts[status];
}

/** The tenant in view mode. */
export function TenantDetails({ tenant }: { tenant: Tenant }) {
  const { t } = useLingui();
  const statusText = useTenantStatusText();
  return (
    <DescriptionList
      items={[
        { label: t`Unit`, value: tenant.unit.unit_no },
        { label: t`Name`, value: tenant.name },
        { label: t`IC / Passport No`, value: tenant.ic },
        { label: t`Email`, value: tenant.email },
        { label: t`Phone`, value: tenant.contact },
        { label: t`Tenancy Start`, value: formatDate(tenant.start_date) },
        { label: t`Tenancy End`, value: formatDate(tenant.end_date) },
        { label: t`Status`, value: statusText(tenant.status) },
        {
          label: t`Documents`,
          value: tenant.documents.length > 0 ? <TenantDocuments names={tenant.documents} /> : '-',
        },
        { label: t`Registered By`, value: tenant.registered_by?.name ?? '-' },
        {
          label: t`Verified At`,
          value: tenant.verified_at ? formatDate(tenant.verified_at) : '-',
        },
      ]}
    />
  );
}

type TenantFormProps = {
  draft: TenantDraft;
  onDraftChange: (draft: TenantDraft) => void;
  onSubmit: () => void;
  onCancel: () => void;
  pending: boolean;
  error: (field: TenantField) => string | undefined;
  /** The owner's units to choose from (a new tenant of an owner of several units). */
  units?: readonly OwnUnit[] | undefined;
};

const dateInput = cn(inputVariants({ size: 'md' }));

/** The tenant form (new, and edit mode): its fields, Cancel and Save. */
export function TenantForm({
  draft,
  onDraftChange,
  onSubmit,
  onCancel,
  pending,
  error,
  units = [],
}: TenantFormProps) {
  const { t } = useLingui();
  const [uploading, setUploading] = useState(false);
  const text = (
    field: 'name' | 'ic' | 'email' | 'contact',
    label: string,
    type: 'text' | 'email' = 'text',
  ) => (
    <Field label={label} required error={error(field)}>
      <Input
        name={field}
        type={type}
        value={draft[field]}
        onChange={(event) => onDraftChange({ ...draft, [field]: event.target.value })}
      />
    </Field>
  );
  return (
    <form
      noValidate
      aria-label={t`Tenant`}
      className="flex flex-col gap-6"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <OwnUnitField
          className="sm:col-span-2"
          units={units}
          value={draft.unit_id}
          onValueChange={(unit_id) => onDraftChange({ ...draft, unit_id })}
          error={error('unit_id')}
        />
        {text('name', t`Name`)}
        {text('ic', t`IC / Passport No`)}
        {text('email', t`Email`, 'email')}
        {text('contact', t`Phone`)}
        <Field label={t`Tenancy Start`} required error={error('start_date')}>
          <input
            type="date"
            name="start_date"
            className={dateInput}
            value={draft.start_date}
            onChange={(event) => onDraftChange({ ...draft, start_date: event.target.value })}
          />
        </Field>
        <Field label={t`Tenancy End`} required error={error('end_date')}>
          <input
            type="date"
            name="end_date"
            className={dateInput}
            min={draft.start_date || undefined}
            value={draft.end_date}
            onChange={(event) => onDraftChange({ ...draft, end_date: event.target.value })}
          />
        </Field>
        <TenantDocumentsField
          className="sm:col-span-2"
          value={draft.documents}
          onValueChange={(documents) => onDraftChange({ ...draft, documents })}
          onUploadingChange={setUploading}
          error={error('documents')}
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={pending || uploading} aria-busy={pending || undefined}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
