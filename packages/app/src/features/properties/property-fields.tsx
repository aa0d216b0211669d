import { useLingui } from '@lingui/react/macro';
import {
  BANKS,
  formatDate,
  MALAYSIAN_STATES,
  propertyFormErrors,
  type PropertyAddPayload,
  type PropertyDetail,
} from '@strata/domain';
import { Checkbox, cn, DescriptionList, Field, Input, inputVariants, Pill } from '@strata/ui';

/** The property form's fields as typed (spec 001 §3 names). */
export type PropertyDraft = {
  name: string;
  developer: string;
  managed_by: string;
  email: string;
  contact: string;
  bank_name: string;
  bank_acc: string;
  address: string;
  address_2: string;
  postcode: string;
  city: string;
  state: string;
  active: boolean;
};

/** The fields the form validates and the server may refuse. */
export type PropertyField = keyof PropertyDraft;

/** A copy of `property` to edit (spec 001 §4), or a blank one for a new property. */
export function propertyDraft(property?: PropertyDetail | null): PropertyDraft {
  return {
    name: property?.name ?? '',
    developer: property?.developer ?? '',
    managed_by: property?.managed_by ?? '',
    email: property?.email ?? '',
    contact: property?.contact ?? '',
    bank_name: property?.bank_name ?? '',
    bank_acc: property?.bank_acc ?? '',
    address: property?.address ?? '',
    address_2: property?.address_2 ?? '',
    postcode: property?.postcode ?? '',
    city: property?.city ?? '',
    state: property?.state ?? '',
    active: property?.active ?? true,
  };
}

/** Spec 001 §5: the domain's property rules over a draft. */
export function propertyDraftErrors(draft: PropertyDraft): Partial<Record<PropertyField, string>> {
  return propertyFormErrors(draft);
}

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/** The draft as the add and edit calls send it: blanks of optional fields as null. */
export function propertyPayload(draft: PropertyDraft): PropertyAddPayload {
  return {
    name: draft.name.trim(),
    developer: optional(draft.developer),
    managed_by: optional(draft.managed_by),
    email: draft.email.trim(),
    contact: draft.contact.trim(),
    bank_name: optional(draft.bank_name),
    bank_acc: optional(draft.bank_acc),
    address: draft.address.trim(),
    address_2: optional(draft.address_2),
    postcode: draft.postcode.trim(),
    city: draft.city.trim(),
    state: draft.state,
    active: draft.active,
  };
}

/** The property's Info in view mode. */
export function PropertyDetails({ property }: { property: PropertyDetail }) {
  const { t } = useLingui();
  return (
    <DescriptionList
      items={[
        { label: t`Name`, value: property.name },
        { label: t`Developer`, value: property.developer },
        { label: t`Managed By`, value: property.managed_by },
        { label: t`Email`, value: property.email },
        { label: t`Phone`, value: property.contact },
        { label: t`Bank Name`, value: property.bank_name },
        { label: t`Bank Account`, value: property.bank_acc },
        { label: t`Address`, value: property.address },
        { label: t`Address 2`, value: property.address_2 },
        { label: t`Postcode`, value: property.postcode },
        { label: t`City`, value: property.city },
        { label: t`State`, value: property.state },
        { label: t`Total Units`, value: property.total_unit },
        { label: t`Created At`, value: formatDate(property.created_at) },
        {
          label: t`Status`,
          value: (
            <Pill variant={property.active ? 'success' : 'inactive'}>
              {property.active ? t`Active` : t`Inactive`}
            </Pill>
          ),
        },
      ]}
    />
  );
}

export type PropertyFormFieldsProps = {
  draft: PropertyDraft;
  onChange: (draft: PropertyDraft) => void;
  error: (field: PropertyField) => string | undefined;
  /** The Active checkbox is the super user's only (spec 001 §2). */
  editsActive: boolean;
};

const selectClass = cn(inputVariants({ size: 'md' }));

/** The property form's fields in edit mode (spec 001 §5; banks and states of §9). */
export function PropertyFormFields({
  draft,
  onChange,
  error,
  editsActive,
}: PropertyFormFieldsProps) {
  const { t } = useLingui();
  const text = (
    name: Exclude<PropertyField, 'active' | 'bank_name' | 'state'>,
    label: string,
    required = false,
  ) => (
    <Field label={label} required={required} error={error(name)}>
      <Input
        name={name}
        type={name === 'email' ? 'email' : 'text'}
        inputMode={name === 'contact' || name === 'postcode' ? 'numeric' : undefined}
        value={draft[name]}
        onChange={(event) => {
          // Spec 001 §5: the phone takes numbers only.
          const value =
            name === 'contact' ? event.target.value.replace(/\D/g, '') : event.target.value;
          onChange({ ...draft, [name]: value });
        }}
      />
    </Field>
  );
  const choice = (name: 'bank_name' | 'state', label: string, options: readonly string[]) => (
    <Field label={label} required={name === 'state'} error={error(name)}>
      <select
        name={name}
        className={selectClass}
        value={draft[name]}
        onChange={(event) => onChange({ ...draft, [name]: event.target.value })}
      >
        <option value="">{t`Please select`}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Field>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('name', t`Name`, true)}
      {text('developer', t`Developer`)}
      {text('managed_by', t`Managed By`)}
      {text('email', t`Email`, true)}
      {text('contact', t`Phone`, true)}
      {choice('bank_name', t`Bank Name`, BANKS)}
      {text('bank_acc', t`Bank Account`)}
      {text('address', t`Address`, true)}
      {text('address_2', t`Address 2`)}
      {text('postcode', t`Postcode`, true)}
      {text('city', t`City`, true)}
      {choice('state', t`State`, MALAYSIAN_STATES)}
      {editsActive && (
        <Field label={t`Active`} orientation="horizontal">
          <Checkbox
            name="active"
            checked={draft.active}
            onCheckedChange={(checked) => onChange({ ...draft, active: checked === true })}
          />
        </Field>
      )}
    </div>
  );
}
