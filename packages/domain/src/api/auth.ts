import type { ForgotPasswordPayload, LoginPayload } from '../schemas';
import type { Http } from './http';

/** Spec 000 §7: session calls. */
export function createAuthApi(http: Http) {
  return {
    /** GET /api/authenticate: the signed-in user, menu and announcement. */
    authenticate: () =>
      http.send({ method: 'GET', path: '/api/authenticate', route: 'GET /api/authenticate' }),
    /**
     * POST /api/login (form): email_username, password, platform=web_app and the hidden field,
     * sent as `remember` (1 unless told otherwise; see loginSchema).
     */
    login: (payload: LoginPayload) =>
      http.send({
        method: 'POST',
        path: '/api/login',
        form: {
          email_username: payload.email_username,
          password: payload.password,
          platform: 'web_app',
          remember: payload.remember ?? true,
        },
        route: 'POST /api/login',
      }),
    /** POST /api/logout (JSON): ends the session `token`. */
    logout: (token: string) =>
      http.send({
        method: 'POST',
        path: '/api/logout',
        json: { token },
        route: 'POST /api/logout',
      }),
    /** POST /api/forgot_password (form): email and platform=web_app. */
    forgotPassword: (payload: ForgotPasswordPayload) =>
      http.send({
        method: 'POST',
        path: '/api/forgot_password',
        form: { email: payload.email, platform: 'web_app' },
        route: 'POST /api/forgot_password',
      }),
    /**
     * GET /api/confirm_email?token: confirms a new e-mail address with the one-time token the
     * server mailed to it (the link in that mail; not in the specs, see the OpenAPI description).
     */
    confirmEmail: (token: string) =>
      http.send({
        method: 'GET',
        path: '/api/confirm_email',
        query: { token },
        route: 'GET /api/confirm_email',
      }),
  };
}

/** The session calls `createAuthApi` builds. */
export type AuthApi = ReturnType<typeof createAuthApi>;
