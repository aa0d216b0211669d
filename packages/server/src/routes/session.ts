import { forgotPasswordSchema, loginSchema, logoutSchema } from '@strata/domain';
import { and, count, eq, gt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorForToken, requireUser, type Actor } from '../auth/access';
import { DUMMY_HASH, hashPassword, randomPassword, verifyPassword } from '../auth/password';
import { revokeToken, revokeUserSessions, startSession } from '../auth/sessions';
import { writeAudit } from '../audit';
import type { Executor } from '../db/database';
import { loginAttempts, users } from '../db/schema';
import { badRequest, HttpError } from '../http/errors';
import { SESSION_MESSAGES } from '../http/messages';
import { authenticateBody, failures, loginBody, messageBody } from '../http/responses';
import { latestAnnouncement, navsFor, sessionUser } from '../session/session-user';
import type { RouteDeps } from './deps';

/** Login limits (issue 4): tries a minute per client address, failures an hour per account. */
export const LOGIN_LIMITS = { perAddressPerMinute: 10, failuresPerAccountPerHour: 100 } as const;

async function countOf(query: Promise<{ value: number }[]>) {
  return Number((await query)[0]?.value ?? 0);
}

/** The answer of authenticate (and login, with the token). */
export async function authenticatePayload(db: Executor, actor: Actor, now: Date) {
  return {
    user: await sessionUser(db, actor, now),
    navs: navsFor(actor),
    announcement: await latestAnnouncement(db, actor),
  };
}

/** Spec 000 §7 session calls: login, authenticate, logout, forgot_password. */
export async function sessionRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/login',
    {
      schema: {
        tags: ['session'],
        summary: 'Sign in with e-mail or username and password',
        description: [
          'Form (or JSON) body as the domain client sends it. Answers the session like',
          '/api/authenticate plus an opaque bearer `token` (256 bits; the server keeps only its',
          'SHA-256). Wrong credentials answer 400 with a message that does not say which part was',
          `wrong. Rate limits: ${LOGIN_LIMITS.perAddressPerMinute} tries a minute per client address,`,
          `${LOGIN_LIMITS.failuresPerAccountPerHour} failed tries an hour per account; past either, 429.`,
        ].join(' '),
        body: loginSchema,
        response: { 200: loginBody, ...failures(400, 409, 429) },
      },
    },
    async (request) => {
      const now = deps.now();
      const { email_username: login, password, platform } = request.body;
      if (login.length > 254) throw badRequest(SESSION_MESSAGES.tooLong);
      const address = request.ip;
      const tries = await countOf(
        orm
          .select({ value: count() })
          .from(loginAttempts)
          .where(
            and(
              eq(loginAttempts.address, address),
              gt(loginAttempts.createdAt, new Date(now.getTime() - 60_000)),
            ),
          ),
      );
      if (tries >= LOGIN_LIMITS.perAddressPerMinute)
        throw new HttpError(429, SESSION_MESSAGES.tooManyTries);

      const lowered = login.toLowerCase();
      const [user] = await orm
        .select()
        .from(users)
        .where(
          or(eq(sql`lower(${users.email})`, lowered), eq(sql`lower(${users.username})`, lowered)),
        )
        .limit(1);
      if (user) {
        const failures = await countOf(
          orm
            .select({ value: count() })
            .from(loginAttempts)
            .where(
              and(
                eq(loginAttempts.userId, user.id),
                eq(loginAttempts.succeeded, false),
                gt(loginAttempts.createdAt, new Date(now.getTime() - 3_600_000)),
              ),
            ),
        );
        if (failures >= LOGIN_LIMITS.failuresPerAccountPerHour) {
          await orm
            .insert(loginAttempts)
            .values({ address, userId: user.id, succeeded: false, createdAt: now });
          throw new HttpError(429, SESSION_MESSAGES.accountLocked);
        }
      }
      // A miss costs as long as a hit, so timing does not tell which accounts exist.
      const matches = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      const succeeded = Boolean(user && matches && user.active);
      await orm
        .insert(loginAttempts)
        .values({ address, userId: user?.id ?? null, succeeded, createdAt: now });
      if (!user || !matches) throw badRequest(SESSION_MESSAGES.wrongCredentials);
      if (!user.active) throw badRequest(SESSION_MESSAGES.deactivated);

      const token = await orm.transaction(async (tx) => {
        const started = await startSession(tx, {
          userId: user.id,
          platform,
          userAgent: request.headers['user-agent'],
          now,
          ttlDays: deps.config.sessionTtlDays,
        });
        await tx.update(users).set({ lastActive: now }).where(eq(users.id, user.id));
        return started;
      });
      const actor = await actorForToken(orm, token, now);
      if (!actor) throw new Error('a session just started could not be read back');
      await writeAudit(orm, actor, { module: 'Session', action: 'sign-in' });
      return { ...(await authenticatePayload(orm, actor, now)), token };
    },
  );

  api.get(
    '/api/authenticate',
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in user, the menu entries and the announcement',
        description: [
          '`user` carries the fields of spec 000 §3: policies (resource, name, active) of the',
          "user's role on their property, the flags isSuperUser / isSkaloot / isGuard, the bubble",
          'counters, and `property` with its enabled `services`. `navs` are the server-supplied',
          "menu entries (filtered by policies and the property's services); `announcement` is the",
          "latest one addressed to the user's group (Owners or Admins), or null.",
        ].join(' '),
        security: [{ bearer: [] }],
        response: { 200: authenticateBody, ...failures(401, 409, 429) },
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
        response: { 200: messageBody, ...failures(400, 409, 429) },
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
        response: { 200: messageBody, ...failures(400, 409, 429) },
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
