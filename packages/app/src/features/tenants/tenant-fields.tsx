import { Trans, useLingui } from '@lingui/react/macro';
import { checkFields, formatDate, type Tenant, type TenantAddPayload } from '@strata/domain';
import { Button, DescriptionList, Field, Input } from '@strata/ui';
import type { FormEvent } from 'react';

/** The tenant form's fields as typed. */
export type TenantDraft = { name: string };

/** The fields the form validates and the server may refuse. */
export type TenantField = keyof TenantDraft;

/** A copy of `tenant` to edit, or a blank one for a new tenant. */
export function tenantDraft(tenant?: Tenant | null): TenantDraft {
  return { name: tenant?.name ?? '' };
}

/** Spec 000 §5 over the draft: the required fields. */
export function tenantDraftErrors(draft: TenantDraft) {
  return checkFields({ name: { type: 'text', required: true, value: draft.name } });
}

/** The draft as the add and edit calls send it. */
export function tenantPayload(draft: TenantDraft): TenantAddPayload {
  return { name: draft.name.trim() };
}

/** The tenant in view mode. */
export function TenantDetails({ tenant }: { tenant: Tenant }) {
  const { t } = useLingui();
  return (
    <DescriptionList
      items={[
        { label: t`Name`, value: tenant.name },
        { label: t`Created At`, value: formatDate(tenant.created_at) },
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
