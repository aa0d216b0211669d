import type { ValidationMessageId } from './messages';

/** The input types the generic form check knows (spec 000 §5). */
export type FieldType =
  | 'text'
  | 'search'
  | 'url'
  | 'password'
  | 'number'
  | 'date'
  | 'datetime-local'
  | 'email'
  | 'textarea'
  | 'select';

/** A form value as inputs hold it; arrays are a multi-select's choices. */
export type FieldValue = string | number | boolean | null | undefined | readonly unknown[];

/** One field as the generic check sees it. */
export type FieldDescriptor = {
  type: FieldType;
  required?: boolean;
  minLength?: number;
  value: FieldValue;
};

/** The value as text; null and undefined read as empty. */
export function textOf(value: FieldValue): string {
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}

/** True when a value is empty or only whitespace. */
export function isBlank(value: FieldValue): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return textOf(value).trim() === '';
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/** True for a finite number or a plain decimal written as text ('12', '-3.5', '.5'). */
export function isNumeric(value: FieldValue): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && NUMBER.test(value.trim());
}

/** A value's e-mail shape as spec 000 §5 checks it: an @ and a dot. */
function looksLikeEmail(text: string): boolean {
  return text.includes('@') && text.includes('.');
}

/**
 * The generic form check of spec 000 §5 for one field: a message, or null when it passes. Only
 * required fields are checked. Text-like fields must be non-blank and reach `minLength`; e-mails
 * must be non-blank with an @ and a dot; selects need a choice. Spec 000 says required textareas
 * "follow the same rule" as e-mails: we read that as the non-blank part (a report or a message has
 * no @) and answer with the generic 'Please complete this field'.
 */
export function checkField(field: FieldDescriptor): ValidationMessageId | null {
  if (!field.required) return null;
  const { value } = field;
  switch (field.type) {
    case 'select':
      return isBlank(value) ? 'select' : null;
    case 'email': {
      const text = textOf(value).trim();
      return text !== '' && looksLikeEmail(text) ? null : 'email';
    }
    default: {
      const tooShort = textOf(value).length < (field.minLength ?? 0);
      return isBlank(value) || tooShort ? 'required' : null;
    }
  }
}

/** Runs the generic check over named fields and keeps the messages of those that fail. */
export function checkFields<Field extends string>(
  fields: Readonly<Record<Field, FieldDescriptor>>,
): Partial<Record<Field, ValidationMessageId>> {
  const errors: Partial<Record<Field, ValidationMessageId>> = {};
  for (const name of Object.keys(fields) as Field[]) {
    const message = checkField(fields[name]);
    if (message) errors[name] = message;
  }
  return errors;
}

/** Spec 000 §5: number inputs clamp to their minimum and maximum. NaN passes through unchanged. */
export function clampNumber(value: number, min = -Infinity, max = Infinity): number {
  if (Number.isNaN(value)) return value;
  return Math.min(Math.max(value, min), max);
}

/** Spec 001 §5: the property phone input keeps digits only. */
export function keepDigits(value: string): string {
  return value.replace(/\D/g, '');
}
