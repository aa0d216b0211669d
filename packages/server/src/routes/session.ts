import { forgotPasswordSchema, logoutSchema, responseSchemas } from '@strata/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { writeAudit } from '../audit';
import { actorForToken, requireUser } from '../auth/access';
import { hashPassword, randomPassword } from '../auth/password';
import { revokeToken, revokeUserSessions } from '../auth/sessions';
import { users } from '../db/schema';
import type { RouteDeps } from '../http/deps';
import { badRequest } from '../http/errors';
import { SESSION_MESSAGES } from '../http/messages';
import { failures } from '../http/responses';
import { authenticatePayload } from '../session/session-user';

/** Spec 000 §7 session calls: authenticate, logout, forgot_password. */
export async function sessionRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/authenticate',
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in user, the menu entries and the announcement',
        description: [
          '`user` carries the fields of spec 000 §3: policies (resource, name, active) of the',
          "user's role on their property, the flags isSuperUser / isSkaloot / isDeveloper (spec 002",
          '§6: the developer pages) / isGuard, the bubble',
          'counters, and `property` with its enabled `services`. `navs` are the server-supplied',
          "menu entries (filtered by policies and the property's services); `announcement` is the",
          "latest one addressed to the user's group (Owners or Admins), or null.",
        ].join(' '),
        security: [{ bearer: [] }],
        response: { 200: responseSchemas['GET /api/authenticate'], ...failures(401, 409, 429) },
      },
    },
    async (request) => authenticatePayload(orm, requireUser(request), deps.now()),
  );
  api.post(
    '/api/logout',
    {
      schema: {
        tags: ['session'],
        summary: 'Sign out: revokes the session of `token`',
        description:
          'Revokes the session whose token is given (the bearer header is not required). An unknown or already revoked token answers the same, so signing out twice is harmless.',
        body: logoutSchema,
        response: { 200: responseSchemas['POST /api/logout'], ...failures(400, 409, 429) },
      },
    },
    async (request) => {
      const now = deps.now();
      // Our tokens are 43 characters; anything far longer is not one of ours.
      if (request.body.token.length > 200) throw badRequest(SESSION_MESSAGES.badToken);
      const actor = await actorForToken(orm, request.body.token, now);
      const revoked = await revokeToken(orm, request.body.token, now);
      if (revoked !== null && actor)
        await writeAudit(orm, actor, { module: 'Session', action: 'sign-out' });
      return { message: SESSION_MESSAGES.signedOut };
    },
  );
  api.post(
    '/api/forgot_password',
    {
      schema: {
        tags: ['session'],
        summary: 'Sets a new password and e-mails it',
        description: [
          'For a registered, active address: a new random 12-character password replaces the old',
          'one, every session of the user is revoked, and the password is mailed (SMTP when SMTP_URL',
          'is set, else a file in DATA_DIR/outbox). The answer is the same for unknown addresses, so',
          'it does not reveal who has an account. The password changes only once the mail was handed',
          'over.',
        ].join(' '),
        body: forgotPasswordSchema,
        response: { 200: responseSchemas['POST /api/forgot_password'], ...failures(400, 409, 429) },
      },
    },
    async (request) => {
      const now = deps.now();
      if (request.body.email.length > 254) throw badRequest(SESSION_MESSAGES.emailTooLong);
      const [user] = await orm
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, request.body.email.toLowerCase()))
        .limit(1);
      if (user?.active) {
        const password = randomPassword();
        try {
          await deps.mailer.send({
            to: user.email,
            subject: SESSION_MESSAGES.newPasswordSubject,
            text: SESSION_MESSAGES.newPasswordText(user.name, password, user.username),
          });
        } catch (error) {
          request.log.error({ err: error }, 'could not send the new password');
          return { message: SESSION_MESSAGES.passwordSent };
        }
        const passwordHash = await hashPassword(password);
        await orm.transaction(async (tx) => {
          await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
          await revokeUserSessions(tx, user.id, now);
          await writeAudit(tx, { user }, { module: 'Session', action: 'reset-password' });
        });
      }
      return { message: SESSION_MESSAGES.passwordSent };
    },
  );
}
