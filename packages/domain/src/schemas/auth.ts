import { z } from 'zod';
import { requiredText, wireBoolean } from './primitives';

/** Spec 000 §7: the platform every sign-in call names. */
export const WEB_APP_PLATFORM = 'web_app';

/**
 * POST /api/login (form). The spec's hidden field, whose value it does not show, is named
 * `remember` here: '1' keeps the session token (the web app always sends it).
 */
export const loginSchema = z.object({
  email_username: requiredText('Email or username'),
  password: z
    .string({ error: 'Password is required' })
    .min(6, { error: 'Password must be 6 to 20 characters' })
    .max(20, { error: 'Password must be 6 to 20 characters' }),
  platform: z.literal(WEB_APP_PLATFORM).default(WEB_APP_PLATFORM),
  remember: wireBoolean.default(true),
});

/** What POST /api/login sends. */
export type LoginPayload = z.input<typeof loginSchema>;

/** POST /api/forgot_password (form). */
export const forgotPasswordSchema = z.object({
  email: z.email({ error: 'Must be a valid email address' }),
  platform: z.literal(WEB_APP_PLATFORM).default(WEB_APP_PLATFORM),
});

/** What POST /api/forgot_password sends. */
export type ForgotPasswordPayload = z.input<typeof forgotPasswordSchema>;

/** POST /api/logout (JSON). */
export const logoutSchema = z.object({ token: requiredText('Token') });

/** What POST /api/logout sends. */
export type LogoutPayload = z.input<typeof logoutSchema>;
