import { authenticateResponseSchema, loginResponseSchema, navSchema } from '../responses/auth';
import {
  confirmEmailQuerySchema,
  forgotPasswordSchema,
  loginSchema,
  logoutSchema,
} from '../schemas/auth';
import { PUBLIC, SIGNED_IN, type EndpointGroup } from './endpoint';

/** The session calls' wire schemas, by their component names. */
export const authSchemas = {
  /** A menu entry: recursive (its children are entries), so it must be a component of its own. */
  Nav: navSchema,
  Session: authenticateResponseSchema,
  LoginBody: loginSchema,
  SignedIn: loginResponseSchema,
  LogoutBody: logoutSchema,
  ForgotPasswordBody: forgotPasswordSchema,
  ConfirmEmailQuery: confirmEmailQuerySchema,
};

/** Spec 000 §7: signing in and out. */
export const auth = {
  authenticate: {
    operationId: 'authenticate',
    method: 'GET',
    path: '/api/authenticate',
    tag: 'session',
    summary: 'The signed-in user, the menu entries and the announcement',
    access: SIGNED_IN,
    reply: 'Session',
    failures: [401, 409, 429],
  },
  login: {
    operationId: 'login',
    method: 'POST',
    path: '/api/login',
    tag: 'session',
    summary: 'Sign in with e-mail or username and password',
    access: PUBLIC,
    body: 'LoginBody',
    bodyKind: 'form',
    reply: 'SignedIn',
    failures: [400, 409, 429],
  },
  logout: {
    operationId: 'logout',
    method: 'POST',
    path: '/api/logout',
    tag: 'session',
    summary: 'Sign out: revokes the session of `token`',
    access: PUBLIC,
    body: 'LogoutBody',
    reply: 'Message',
    failures: [400, 409, 429],
  },
  forgotPassword: {
    operationId: 'forgotPassword',
    method: 'POST',
    path: '/api/forgot_password',
    tag: 'session',
    summary: 'Mails a temporary password',
    access: PUBLIC,
    body: 'ForgotPasswordBody',
    bodyKind: 'form',
    reply: 'Message',
    failures: [400, 409, 429],
  },
  confirmEmail: {
    operationId: 'confirmEmail',
    method: 'GET',
    path: '/api/confirm_email',
    tag: 'session',
    summary: 'Confirms a new e-mail address (the link mailed to it)',
    access: PUBLIC,
    query: 'ConfirmEmailQuery',
    reply: 'Message',
    failures: [400, 409, 429],
  },
} as const satisfies EndpointGroup;
