import { loginSchema, responseSchemas } from '@strata/domain';
import { and, count, eq, gt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { writeAudit } from '../audit';
import { actorForToken } from '../auth/access';
import { DUMMY_HASH, verifyPassword } from '../auth/password';
import { hit } from '../auth/rate-counter';
import { startSession } from '../auth/sessions';
import { spendTemporaryPassword } from '../auth/temporary-password';
import { loginAttempts, users } from '../db/schema';
import type { RouteDeps } from '../http/deps';
import { badRequest, HttpError } from '../http/errors';
import { SESSION_MESSAGES } from '../http/messages';
import { failures } from '../http/responses';
import { authenticatePayload } from '../session/session-user';

/** Login limits (issue 4): tries a minute per client address, failures an hour per account. */
export const LOGIN_LIMITS = { perAddressPerMinute: 10, failuresPerAccountPerHour: 100 } as const;

async function countOf(query: Promise<{ value: number }[]>) {
  return Number((await query)[0]?.value ?? 0);
}

/** Spec 000 §7: signing in. */
export async function loginRoutes(app: FastifyInstance, deps: RouteDeps) {
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
        response: { 200: responseSchemas['POST /api/login'], ...failures(400, 409, 429) },
      },
    },
    async (request) => {
      const now = deps.now();
      const { email_username: login, password, platform } = request.body;
      if (login.length > 254) throw badRequest(SESSION_MESSAGES.tooLong);
      const address = request.ip;
      // One atomic upsert per try: simultaneous tries each see their own count (issue 15 §3).
      const tries = await hit(orm, `login:ip:${address}`, 60_000, now);
      if (tries > LOGIN_LIMITS.perAddressPerMinute)
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
      let matches = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      // A mailed temporary password (forgot password) becomes the password when first used.
      if (user?.active && !matches)
        matches = await orm.transaction(async (tx) => {
          const spent = await spendTemporaryPassword(tx, user.id, password, now);
          if (spent)
            await writeAudit(tx, { user }, { module: 'Session', action: 'reset-password' });
          return spent;
        });
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
}
