import { isBlank, isNumeric, type FieldValue } from './field';
import type { ValidationMessageId } from './messages';

/** The numeric settings (spec 002 §3 names), each a number of at least 0. */
export const SETTINGS_NUMBER_FIELDS = [
  'agents_ticket_expiry_period',
  'child_min_age',
  'adult_min_age',
  'senior_min_age',
  'super_senior_min_age',
] as const;

/** One numeric settings field. */
export type SettingsNumberField = (typeof SETTINGS_NUMBER_FIELDS)[number];

/** The settings form: the numbers, and the roles whose names are required. */
export type SettingsForm = Record<SettingsNumberField, FieldValue> & {
  roles: readonly { name: FieldValue }[];
};

/** A settings error key: a numeric field, or a role's name by its index (`roles.2.name`). */
export type SettingsField = SettingsNumberField | `roles.${number}.name`;

/** Settings (spec 002 §5): the four ages and the expiry period numeric, minimum 0; role names required. */
export function settingsErrors(
  form: SettingsForm,
): Partial<Record<SettingsField, ValidationMessageId>> {
  const errors: Partial<Record<SettingsField, ValidationMessageId>> = {};
  for (const field of SETTINGS_NUMBER_FIELDS) {
    const value = form[field];
    if (isBlank(value) || !isNumeric(value)) errors[field] = 'required';
    else if (Number(value) < 0) errors[field] = 'minZero';
  }
  form.roles.forEach((role, index) => {
    if (isBlank(role.name)) errors[`roles.${index}.name`] = 'required';
  });
  return errors;
}
