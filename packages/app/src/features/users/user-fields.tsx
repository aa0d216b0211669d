import { useLingui } from '@lingui/react/macro';
import {
  GENDERS,
  MARITAL_STATUSES,
  STAFF_ROLES,
  userFormErrors,
  type User,
  type UserFormContext,
  type UserListType,
} from '@strata/domain';
import { Checkbox, cn, DescriptionList, Field, Input, inputVariants } from '@strata/ui';
import type * as React from 'react';
import { PropertySelect, type PropertyOption } from '../../lib/property-select';

/** The user form as typed (spec 000 §2 'Edit form', spec 001 §7 names). */
export type UserDraft = {
  name: string;
  username: string;
  email: string;
  contact: string;
  ic: string;
  gender: string;
  marital_status: string;
  emergency_contact: string;
  role: string;
  password: string;
  /** Only My Profile asks for it, when the password or the e-mail changes. */
  current_password: string;
  /** The e-mail the record had when editing began (a change of one's own needs the password). */
  initial_email: string;
  active: boolean;
  /** Only a super user's new user chooses it. */
  property_id: string;
};

export type UserField = Exclude<keyof UserDraft, 'active' | 'initial_email'>;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A copy of `user` to edit (spec 001 §4); a blank one for a new user. */
export function userDraft(user?: User | null): UserDraft {
  return {
    name: text(user?.name),
    username: text(user?.username),
    email: text(user?.email),
    initial_email: text(user?.email),
    contact: text(user?.contact),
    ic: text(user?.ic),
    gender: text(user?.gender),
    marital_status: text(user?.marital_status),
    emergency_contact: text(user?.emergency_contact),
    role: text(user?.role),
    password: '',
    current_password: '',
    active: user?.active ?? true,
    property_id: text(user?.property_id),
  };
}

/** How the form is used: the list type, create or edit, oneself, and whether a property is chosen. */
export type UserFormMode = UserFormContext & { choosesProperty?: boolean };

/**
 * Whether the server will ask for the current password: a change of one's own password or e-mail
 * (case aside, as the server compares them).
 */
export function asksCurrentPassword(draft: UserDraft, mode: Pick<UserFormMode, 'self'>): boolean {
  if (!mode.self) return false;
  return (
    draft.password !== '' || draft.email.trim().toLowerCase() !== draft.initial_email.toLowerCase()
  );
}

/**
 * One's own new e-mail that the server keeps waiting for confirmation (it answers the old address
 * until the mailed link is opened), or null when the e-mail did not change or changed at once.
 */
export function pendingEmail(draft: UserDraft, saved: Pick<User, 'email'>): string | null {
  const asked = draft.email.trim();
  const changed = asked.toLowerCase() !== draft.initial_email.toLowerCase();
  return changed && saved.email.toLowerCase() !== asked.toLowerCase() ? asked : null;
}

/** The domain's user rules (spec 000 §5, 001 §5), plus the current password and the property. */
export function userDraftErrors(
  draft: UserDraft,
  mode: UserFormMode,
): Partial<Record<UserField, string>> {
  const errors: Partial<Record<UserField, string>> = userFormErrors(draft, mode);
  if (asksCurrentPassword(draft, mode) && draft.current_password === '') {
    errors.current_password = 'required';
  }
  if (mode.choosesProperty && draft.property_id === '') errors.property_id = 'select';
  return errors;
}

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim());

/**
 * The draft as POST /api/users/add and /edit send it: the role only for admins and never for
 * oneself (spec 001 §5), the password only when typed, the current one only with a new
 * password or e-mail of one's own.
 */
export function userPayload(draft: UserDraft, mode: UserFormMode) {
  const password = draft.password === '' ? undefined : draft.password;
  return {
    type: mode.type,
    name: draft.name.trim(),
    email: draft.email.trim(),
    contact: draft.contact.trim(),
    ic: blankToUndefined(draft.ic),
    gender: draft.gender as (typeof GENDERS)[number],
    marital_status: draft.marital_status as (typeof MARITAL_STATUSES)[number],
    emergency_contact: blankToUndefined(draft.emergency_contact),
    role: mode.type === 'admins' && !mode.self ? draft.role : undefined,
    password,
    current_password: asksCurrentPassword(draft, mode) ? draft.current_password : undefined,
    active: draft.active,
    ...(mode.choosesProperty ? { property_id: Number(draft.property_id) } : {}),
  };
}

/** A native select of fixed choices, styled as the inputs. */
function ChoiceSelect({
  choices,
  placeholder,
  className,
  ...props
}: Omit<React.ComponentProps<'select'>, 'children'> & {
  choices: readonly { value: string; label: string }[];
  placeholder: string;
}) {
  return (
    <select className={cn(inputVariants({ size: 'md' }), 'w-full pe-8', className)} {...props}>
      <option value="">{placeholder}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

/** The translated names of the fixed choices (spec 001 §9). */
export function useChoiceLabels() {
  const { t } = useLingui();
  const gender: Record<string, string> = { Male: t`Male`, Female: t`Female` };
  const marital: Record<string, string> = { Married: t`Married`, Single: t`Single` };
  const role: Record<string, string> = {
    Owner: t`Owner`,
    Manager: t`Manager`,
    Admin: t`Admin`,
    Accountant: t`Accountant`,
    'Security Guard': t`Security Guard`,
  };
  const of = (labels: Record<string, string>) => (value: string | null | undefined) =>
    value ? (labels[value] ?? value) : '';
  return { gender: of(gender), marital: of(marital), role: of(role) };
}

/** A user in view mode (spec 000 §2 'Read view'). */
export function UserDetails({ user }: { user: User }) {
  const { t } = useLingui();
  const labels = useChoiceLabels();
  return (
    <DescriptionList
      items={[
        { label: t`Name`, value: user.name },
        { label: t`Username`, value: user.username },
        { label: t`Email`, value: user.email },
        { label: t`Phone`, value: user.contact },
        { label: t`IC No`, value: user.ic },
        { label: t`Gender`, value: labels.gender(user.gender) },
        { label: t`Marital Status`, value: labels.marital(user.marital_status) },
        { label: t`Emergency Contact`, value: user.emergency_contact },
        { label: t`Role`, value: labels.role(user.role) },
        { label: t`Status`, value: user.active ? t`Active` : t`Inactive` },
      ]}
    />
  );
}

export type UserFormFieldsProps = {
  draft: UserDraft;
  onChange: (draft: UserDraft) => void;
  error: (field: UserField) => string | undefined;
  mode: UserFormMode;
  /** The super user's properties for a new user. */
  properties?: readonly PropertyOption[];
  /** The roles an admin may hold (the property's staff roles). */
  roles?: readonly string[];
};

/** The user form's fields in edit mode (spec 000 §2 'Edit form'). */
export function UserFormFields({
  draft,
  onChange,
  error,
  mode,
  properties = [],
  roles = STAFF_ROLES,
}: UserFormFieldsProps) {
  const { t } = useLingui();
  const labels = useChoiceLabels();
  const creating = mode.mode === 'create';
  const input = (
    name: 'name' | 'username' | 'email' | 'contact' | 'ic' | 'emergency_contact',
    label: string,
    options: { required?: boolean; type?: 'email'; inputMode?: 'tel' } = {},
  ) => (
    <Field label={label} required={options.required} error={error(name)}>
      <Input
        name={name}
        type={options.type}
        inputMode={options.inputMode}
        value={draft[name]}
        onChange={(event) => onChange({ ...draft, [name]: event.target.value })}
      />
    </Field>
  );
  const password = (name: 'password' | 'current_password', label: string, required = false) => (
    <Field label={label} required={required} error={error(name)}>
      <Input
        name={name}
        type="password"
        autoComplete={name === 'password' ? 'new-password' : 'current-password'}
        value={draft[name]}
        onChange={(event) => onChange({ ...draft, [name]: event.target.value })}
      />
    </Field>
  );
  const choice = (
    name: 'gender' | 'marital_status' | 'role',
    label: string,
    values: readonly string[],
    toLabel: (value: string) => string,
    required = true,
  ) => (
    <Field label={label} required={required} error={error(name)}>
      <ChoiceSelect
        name={name}
        placeholder={t`Please select`}
        choices={values.map((value) => ({ value, label: toLabel(value) }))}
        value={draft[name]}
        onChange={(event) => onChange({ ...draft, [name]: event.target.value })}
      />
    </Field>
  );
  const admins = mode.type === 'admins';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {mode.choosesProperty && (
        <Field label={t`Property`} required error={error('property_id')}>
          <PropertySelect
            name="property_id"
            className="w-full"
            properties={properties}
            emptyOption={t`Choose a property`}
            value={draft.property_id}
            onChange={(event) => onChange({ ...draft, property_id: event.target.value })}
          />
        </Field>
      )}
      {input('name', t`Name`, { required: true })}
      {creating ? (
        input('username', t`Username`, { required: true })
      ) : (
        <Field label={t`Username`}>
          <Input name="username" value={draft.username} readOnly disabled />
        </Field>
      )}
      {input('email', t`Email`, { required: true, type: 'email' })}
      {input('contact', t`Phone`, { required: true, inputMode: 'tel' })}
      {input('ic', t`IC No`, { required: mode.type === 'owners' })}
      {choice('gender', t`Gender`, GENDERS, labels.gender)}
      {choice('marital_status', t`Marital Status`, MARITAL_STATUSES, labels.marital)}
      {input('emergency_contact', t`Emergency Contact`)}
      {admins &&
        (mode.self ? (
          <Field label={t`Role`} description={t`You cannot change your own role.`}>
            <Input name="role" value={labels.role(draft.role)} readOnly disabled />
          </Field>
        ) : (
          // The property may have roles of its own: the current one stays a choice.
          choice('role', t`Role`, withCurrent(roles, draft.role), labels.role)
        ))}
      {password('password', mode.self ? t`New Password` : t`Password`)}
      {mode.self &&
        password('current_password', t`Current Password`, asksCurrentPassword(draft, mode))}
      {!mode.self && (
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

/** `choices`, plus `current` when it is set and not among them. */
function withCurrent(choices: readonly string[], current: string): readonly string[] {
  return current === '' || choices.includes(current) ? choices : [...choices, current];
}

/** The list type of a route path ('/d/owners/…' → 'owners'). */
export function userTypeOf(pathname: string): UserListType {
  return pathname.split('/')[2] === 'admins' ? 'admins' : 'owners';
}
