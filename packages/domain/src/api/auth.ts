import { auth } from '../contract/auth';
import type { ForgotPasswordPayload, LoginPayload } from '../schemas';
import type { Http } from './http';

/** Spec 000 §7: session calls. */
export function createAuthApi(http: Http) {
  return {
    /** The signed-in user, menu and announcement. */
    authenticate: () => http.call(auth.authenticate),
    /**
     * email_username, password, platform=web_app and the hidden field, sent as `remember` (1
     * unless told otherwise; see loginSchema).
     */
    login: (payload: LoginPayload) =>
      http.call(auth.login, {
        body: {
          email_username: payload.email_username,
          password: payload.password,
          platform: 'web_app',
          remember: payload.remember ?? true,
        },
      }),
    /** Ends the session `token`. */
    logout: (token: string) => http.call(auth.logout, { body: { token } }),
    /** email and platform=web_app. */
    forgotPassword: (payload: ForgotPasswordPayload) =>
      http.call(auth.forgotPassword, { body: { email: payload.email, platform: 'web_app' } }),
    /**
     * Confirms a new e-mail address with the one-time token the server mailed to it (the link in
     * that mail; not in the specs, see the OpenAPI description).
     */
    confirmEmail: (token: string) => http.call(auth.confirmEmail, { query: { token } }),
  };
}

/** The session calls `createAuthApi` builds. */
export type AuthApi = ReturnType<typeof createAuthApi>;
