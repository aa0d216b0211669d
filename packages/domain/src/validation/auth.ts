import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { checkField, checkFields, textOf, type FieldValue } from './field';
import type { FormErrors } from './messages';

/** The login form (spec 000 §7 field names). */
export type LoginForm = { email_username: FieldValue; password: FieldValue };

/**
 * Login: e-mail or username required; password required, 6 to 20 characters (spec 000 §5). A
 * blank password gets the generic message; one outside the length gets the length rule.
 */
export function loginErrors(form: LoginForm): FormErrors<keyof LoginForm> {
  const errors: FormErrors<keyof LoginForm> = checkFields({
    email_username: { type: 'text', required: true, value: form.email_username },
    password: { type: 'password', required: true, value: form.password },
  });
  // A typed password of the wrong length names the rule, not 'Please complete this field'.
  const length = textOf(form.password).length;
  if (!errors.password && (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH)) {
    errors.password = 'passwordLength';
  }
  return errors;
}

/** The forgot-password form. */
export type ForgotPasswordForm = { email: FieldValue };

/** Forgot password: a valid e-mail is required (spec 000 §5). */
export function forgotPasswordErrors(form: ForgotPasswordForm): FormErrors<'email'> {
  const message = checkField({ type: 'email', required: true, value: form.email });
  return message ? { email: message } : {};
}

/** The check-in form: one QR code. */
export type CheckInForm = { qrcode: FieldValue };

/** Check-in: the QR code is required (spec 000 §5). */
export function checkInErrors(form: CheckInForm): FormErrors<'qrcode'> {
  const message = checkField({ type: 'text', required: true, value: form.qrcode });
  return message ? { qrcode: message } : {};
}
