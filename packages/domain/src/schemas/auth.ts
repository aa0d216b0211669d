import { say, sayLater } from '../messages/text';
import { z } from 'zod';
import {
  EMAIL_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TOKEN_MAX,
} from '../constants/limits';
import { WIRE_MESSAGES } from './messages';
import { requiredText, wireBoolean, wireEmail } from './primitives';

/** Spec 000 §7: the platform every sign-in call names. */
export const WEB_APP_PLATFORM = 'web_app';

/**
 * POST /api/login (form). The spec's hidden field, whose value it does not show, is named
 * `remember` here: '1' keeps the session token (the web app always sends it).
 */
export const loginSchema = z.object({
  email_username: requiredText('Email or username', EMAIL_MAX),
  password: z
    .string({
      error: ({ input }) =>
        input === undefined || input === null
          ? say('schema.passwordRequired')
          : WIRE_MESSAGES.text(),
    })
    .min(PASSWORD_MIN_LENGTH, { error: sayLater('schema.passwordLength') })
    .max(PASSWORD_MAX_LENGTH, { error: sayLater('schema.passwordLength') }),
  platform: z.literal(WEB_APP_PLATFORM).default(WEB_APP_PLATFORM),
  remember: wireBoolean.default(true),
});

/** What POST /api/login sends. */
export type LoginPayload = z.input<typeof loginSchema>;

/** POST /api/forgot_password (form). */
export const forgotPasswordSchema = z.object({
  email: wireEmail,
  platform: z.literal(WEB_APP_PLATFORM).default(WEB_APP_PLATFORM),
});

/** What POST /api/forgot_password sends. */
export type ForgotPasswordPayload = z.input<typeof forgotPasswordSchema>;

/** POST /api/logout (JSON). */
export const logoutSchema = z.object({ token: requiredText('Token', TOKEN_MAX) });

/** What POST /api/logout sends. */
export type LogoutPayload = z.input<typeof logoutSchema>;

/** GET /api/confirm_email query: the token of the link mailed to a new address. */
export const confirmEmailQuerySchema = z.object({ token: requiredText('Token', TOKEN_MAX) });

/** What the confirmation link carries. */
export type ConfirmEmailQuery = z.input<typeof confirmEmailQuerySchema>;
