import { Trans, useLingui } from '@lingui/react/macro';
import {
  checkFields,
  formatDate,
  type Tenant,
  type TenantAddPayload,
  type TenantStatus,
} from '@strata/domain';
import { Button, cn, DescriptionList, Field, Input, inputVariants } from '@strata/ui';
import type { FormEvent } from 'react';

/** The tenant form's fields as typed. */
export type TenantDraft = {
  name: string;
  ic: string;
  email: string;
  contact: string;
  start_date: string;
  end_date: string;
};

/** The fields the form validates and the server may refuse. */
export type TenantField = keyof TenantDraft;

/** A copy of `tenant` to edit, or a blank one for a new tenant. */
export function tenantDraft(tenant?: Tenant | null): TenantDraft {
  return {
    name: tenant?.name ?? '',
    ic: tenant?.ic ?? '',
    email: tenant?.email ?? '',
    contact: tenant?.contact ?? '',
    start_date: tenant?.start_date ?? '',
    end_date: tenant?.end_date ?? '',
  };
}

/**
 * Spec 000 §5 over the draft: every field required, an e-mail, a phone of digits only, and a
 * tenancy that ends after it starts (the IC or passport shape the server checks and names).
 */
export function tenantDraftErrors(draft: TenantDraft) {
  const errors = checkFields({
    name: { type: 'text', required: true, value: draft.name },
    ic: { type: 'text', required: true, value: draft.ic },
    email: { type: 'email', required: true, value: draft.email },
    contact: { type: 'text', required: true, value: draft.contact },
    start_date: { type: 'date', required: true, value: draft.start_date },
    end_date: { type: 'date', required: true, value: draft.end_date },
  });
  if (!errors.contact && !/^\d+$/.test(draft.contact.trim())) errors.contact = 'digitsOnly';
  if (!errors.start_date && !errors.end_date && draft.end_date <= draft.start_date) {
    errors.end_date = 'endBeforeStart';
  }
  return errors;
}

/** The draft as the add and edit calls send it (the unit is added by the caller). */
export function tenantPayload(draft: TenantDraft): Omit<TenantAddPayload, 'unit_id'> {
  return {
    name: draft.name.trim(),
    ic: draft.ic.trim(),
    email: draft.email.trim(),
    contact: draft.contact.trim(),
    start_date: draft.start_date,
    end_date: draft.end_date,
  };
}

/** The status as a user reads it. */
export function useTenantStatusText() {
  const { t } = useLingui();
  const texts: Record<TenantStatus, string> = {
    pending: t`Pending`,
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
}: TenantFormProps) {
  const { t } = useLingui();
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
