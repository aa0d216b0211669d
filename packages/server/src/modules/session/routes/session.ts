import { contract } from '@strata/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../../audit';
import { requireUser } from '../../../auth/access';
import { hashPassword, randomPassword } from '../../../auth/password';
import { revokeToken } from '../../../auth/sessions';
import {
  FORGOT_LIMITS,
  forgotPasswordRefused,
  saveTemporaryPassword,
  TEMPORARY_PASSWORD_MINUTES,
} from '../../../auth/temporary-password';
import { users } from '../../users/tables';
import type { RouteDeps } from '../../../http/deps';
import { HttpError } from '../../../http/errors';
import { ACCOUNT_MESSAGES, SESSION_MESSAGES } from '../../../http/messages';
import { confirmEmail } from '../../users';
import { authenticatePayload } from '../session-user';
import { route } from '../../../http/route';

/** Spec 000 §7 session calls: authenticate, logout, forgot_password. */
export async function sessionRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.auth.authenticate,
    {
      description: [
        '`user` carries the fields of spec 000 §3: policies (resource, name, active) of the',
        "user's role on their property, the flags isSuperUser / isSkaloot / isDeveloper (spec 002",
        '§6: the developer pages) / isGuard, the bubble',
        'counters, and `property` with its enabled `services`. `navs` are the server-supplied',
        "menu entries (filtered by policies and the property's services); `announcement` is the",
        "latest one addressed to the user's group (Owners or Admins), or null.",
      ].join(' '),
    },
    async (request) => authenticatePayload(orm, requireUser(request), deps.now()),
  );
  route(
    app,
    contract.auth.logout,
    {
      description:
        'Revokes the session whose token is given (the bearer header is not required). An unknown or already revoked token answers the same, so signing out twice is harmless.',
    },
    async (request) => {
      const now = deps.now();
      const actor = await deps.actors.forToken(request.body.token, now);
      const revoked = await revokeToken(orm, deps.actors, request.body.token, now);
      if (revoked !== null && actor)
        await writeAudit(orm, actor, { module: 'Session', action: 'sign-out' });
      return { message: SESSION_MESSAGES.signedOut };
    },
  );
  route(
    app,
    contract.auth.forgotPassword,
    {
      description: [
        'For a registered, active address: mails a one-time temporary password (SMTP when',
        'SMTP_URL is set, else a file in DATA_DIR/outbox) that works for',
        `${TEMPORARY_PASSWORD_MINUTES} minutes. Until it is used to sign in, nothing changes: the`,
        'current password and sessions keep working; signing in with it makes it the password',
        "and ends the user's other sessions. A later request replaces an unused one. The answer",
        'and its cost are the same for unknown addresses, so it does not reveal who has an',
        'account. Limits, each an hour, then 429: a client address may ask for one e-mail',
        `address ${FORGOT_LIMITS.perAddressAndEmailPerHour} times, for`,
        `${FORGOT_LIMITS.emailsPerAddressPerHour} different e-mail addresses and`,
        `${FORGOT_LIMITS.perAddressPerHour} requests in all; an e-mail address gets at most`,
        `${FORGOT_LIMITS.perEmailPerHour} requests from all client addresses together, counting`,
        "only those the asking address's own limits let through, so a few requests from other",
        "addresses do not stop the owner's own. The 429 is the same for unknown addresses.",
      ].join(' '),
    },
    async (request) => {
      const now = deps.now();
      const email = request.body.email.toLowerCase();
      const limited = await forgotPasswordRefused(deps.counters, request.ip, email, now);
      if (limited) throw new HttpError(429, SESSION_MESSAGES.tooManyResets);
      const [user] = await orm
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email))
        .limit(1);
      // Hashed for unknown addresses too, so the answer takes as long whoever asks.
      const password = randomPassword();
      const secretHash = await hashPassword(password);
      if (user?.active) {
        await orm.transaction(async (tx) => {
          await saveTemporaryPassword(tx, user.id, secretHash, now);
          await writeAudit(tx, { user }, { module: 'Session', action: 'forgot-password' });
        });
        // Sent off the request path: a slow mail server must not tell who has an account.
        deps.mailer
          .send({
            to: user.email,
            subject: SESSION_MESSAGES.newPasswordSubject,
            text: SESSION_MESSAGES.newPasswordText(
              user.name,
              password,
              user.username,
              TEMPORARY_PASSWORD_MINUTES,
            ),
          })
          .catch((error: unknown) =>
            request.log.error({ err: error }, 'could not send the temporary password'),
          );
      }
      return { message: SESSION_MESSAGES.passwordSent };
    },
  );
  route(
    app,
    contract.auth.confirmEmail,
    {
      description: [
        'The link POST /api/users/edit mails to a new address. Opened within 24 hours, once, the',
        "address becomes the user's e-mail (for sign-in and forgot password); else 400.",
      ].join(' '),
    },
    async (request) => {
      await orm.transaction((tx) => confirmEmail(tx, deps.actors, request.query.token, deps.now()));
      return { message: ACCOUNT_MESSAGES.confirmed };
    },
  );
}
