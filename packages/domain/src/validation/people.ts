import { PARKING_LOT_MAX, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { addDays } from '../permissions/actions';
import { checkFields, isBlank, isNumeric, textOf, type FieldValue } from './field';
import type { FormErrors } from './messages';

/** The user form's fields (spec 001 §7 names). */
export type UserForm = {
  name: FieldValue;
  username: FieldValue;
  email: FieldValue;
  contact: FieldValue;
  ic: FieldValue;
  gender: FieldValue;
  marital_status: FieldValue;
  role: FieldValue;
  password: FieldValue;
};

/** Who the user form is for and how it is opened. */
export type UserFormContext = {
  type: 'owners' | 'admins';
  mode: 'create' | 'edit';
  /** Editing one's own record: the role is locked and not sent (spec 000 §5, 001 §5). */
  self?: boolean;
};

/** Letters and digits only: anything else is a special character (our reading of spec 001 §5). */
const USERNAME = /^[A-Za-z0-9]+$/;

/** True when a username holds only letters and digits. */
export function isPlainUsername(username: string): boolean {
  return USERNAME.test(username);
}

/**
 * User form (spec 000 §5, 001 §5): name, email, phone, gender and marital status required; username
 * required and plain only when creating; IC for owners; role for admins except oneself; a password,
 * when typed, of 6 to 20 characters.
 */
export function userFormErrors(
  form: UserForm,
  context: UserFormContext,
): FormErrors<keyof UserForm> {
  const creating = context.mode === 'create';
  const errors: FormErrors<keyof UserForm> = checkFields({
    name: { type: 'text', required: true, value: form.name },
    username: { type: 'text', required: creating, value: form.username },
    email: { type: 'email', required: true, value: form.email },
    contact: { type: 'text', required: true, value: form.contact },
    ic: { type: 'text', required: context.type === 'owners', value: form.ic },
    gender: { type: 'select', required: true, value: form.gender },
    marital_status: { type: 'select', required: true, value: form.marital_status },
    role: {
      type: 'select',
      required: context.type === 'admins' && context.self !== true,
      value: form.role,
    },
  });
  if (creating && !errors.username && !isPlainUsername(textOf(form.username))) {
    errors.username = 'usernameSpecialCharacter';
  }
  const password = textOf(form.password);
  if (
    password !== '' &&
    (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
  ) {
    errors.password = 'passwordLength';
  }
  return errors;
}

/** The unit form's fields (spec 001 §3 names). */
export type UnitForm = {
  unit_no: FieldValue;
  level?: FieldValue;
  square_feet?: FieldValue;
  parking_lot?: FieldValue;
  parking_lot_2?: FieldValue;
  maintenance_amount?: FieldValue;
  water_amount?: FieldValue;
  other_amount?: FieldValue;
};

const UNIT_NUMBERS = [
  'level',
  'square_feet',
  'maintenance_amount',
  'water_amount',
  'other_amount',
] as const;

/**
 * Unit form (spec 001 §5): unit_no required; level, square_feet and the amounts numeric when given
 * (a number input holding anything else reads as empty, hence the generic message); parking lots at
 * most 10 characters.
 */
export function unitFormErrors(form: UnitForm): FormErrors<keyof UnitForm> {
  const errors: FormErrors<keyof UnitForm> = checkFields({
    unit_no: { type: 'text', required: true, value: form.unit_no },
  });
  for (const field of UNIT_NUMBERS) {
    if (!isBlank(form[field]) && !isNumeric(form[field])) errors[field] = 'required';
  }
  for (const field of ['parking_lot', 'parking_lot_2'] as const) {
    if (textOf(form[field]).length > PARKING_LOT_MAX) {
      errors[field] = 'parkingLotLength';
    }
  }
  return errors;
}

/** The property form's required fields (spec 001 §3 names); the optional ones need no rule. */
export type PropertyForm = {
  name: FieldValue;
  email: FieldValue;
  contact: FieldValue;
  address: FieldValue;
  postcode: FieldValue;
  city: FieldValue;
  state: FieldValue;
};

/** Property form (spec 001 §5): required fields, an e-mail, and a phone of digits only. */
export function propertyFormErrors(form: PropertyForm): FormErrors<keyof PropertyForm> {
  const errors: FormErrors<keyof PropertyForm> = checkFields({
    name: { type: 'text', required: true, value: form.name },
    email: { type: 'email', required: true, value: form.email },
    contact: { type: 'text', required: true, value: form.contact },
    address: { type: 'text', required: true, value: form.address },
    postcode: { type: 'text', required: true, value: form.postcode },
    city: { type: 'text', required: true, value: form.city },
    state: { type: 'select', required: true, value: form.state },
  });
  if (!errors.contact && !/^\d+$/.test(textOf(form.contact).trim())) {
    errors.contact = 'digitsOnly';
  }
  return errors;
}

/** Spec 001 §9: the visitor type whose pass spans a night and needs an end date. */
export const OVER_NIGHT = 'Over Night';

/** The visitor form's fields (spec 001 §3 names). */
export type VisitorForm = {
  contact: FieldValue;
  vehicle_no: FieldValue;
  type: FieldValue;
  start_date: FieldValue;
  end_date?: FieldValue;
};

function datePart(value: FieldValue): string {
  return textOf(value).slice(0, 10);
}

/**
 * Visitor form (spec 001 §5): phone, vehicle number, type and start date required, the end date too
 * for Over Night; the start cannot be before `today` (`yyyy-mm-dd`, injected) and the end cannot be
 * before the start.
 */
export function visitorFormErrors(form: VisitorForm, today: string): FormErrors<keyof VisitorForm> {
  const errors: FormErrors<keyof VisitorForm> = checkFields({
    contact: { type: 'text', required: true, value: form.contact },
    vehicle_no: { type: 'text', required: true, value: form.vehicle_no },
    type: { type: 'select', required: true, value: form.type },
    start_date: { type: 'date', required: true, value: form.start_date },
    end_date: { type: 'date', required: form.type === OVER_NIGHT, value: form.end_date },
  });
  if (!errors.start_date && datePart(form.start_date) < today.slice(0, 10)) {
    errors.start_date = 'startBeforeToday';
  }
  if (
    !errors.start_date &&
    !isBlank(form.end_date) &&
    datePart(form.end_date) < datePart(form.start_date)
  ) {
    errors.end_date = 'endBeforeStart';
  }
  return errors;
}

/** Spec 001 §9: an Over Night visit ends a day after it starts by default; other types have no end. */
export function defaultVisitorEndDate(type: string, startDate: string): string | null {
  return type === OVER_NIGHT && startDate !== '' ? addDays(startDate, 1) : null;
}

/** Access card form (spec 001 §5): the serial number is required. */
export function accessCardErrors(form: { serial_number: FieldValue }): FormErrors<'serial_number'> {
  return checkFields({
    serial_number: { type: 'text', required: true, value: form.serial_number },
  });
}

/** Assign owner (spec 001 §5): submit acts only once a user is chosen from the autocomplete. */
export function canAssignOwner(chosen: { id: number } | null | undefined): boolean {
  return chosen != null;
}
