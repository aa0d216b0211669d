import { contract } from '@strata/domain';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../../audit';
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from '../../../auth/password';
import { startSession } from '../../../auth/sessions';
import {
  accountKey,
  recentFailures,
  secondsToWait,
  SIGN_IN_DELAYS,
} from '../../../auth/sign-in-delays';
import { spendTemporaryPassword } from '../../../auth/temporary-password';
import { loginAttempts } from '../tables';
import { users } from '../../users/tables';
import type { RouteDeps } from '../../../http/deps';
import { badRequest, HttpError } from '../../../http/errors';
import { SESSION_MESSAGES } from '../../../http/messages';
import { tenancyRefusal } from '../../tenants';
import { authenticatePayload } from '../session-user';
import { route } from '../../../http/route';

/** Login limits: tries a minute per client address; failures slow an account down. */
export const LOGIN_LIMITS = { perAddressPerMinute: 10 } as const;

/** Mails the owner of an account that failed tries started slowing down (auth/sign-in-delays.ts). */
function noticeFailedSignIns(
  deps: RouteDeps,
  user: typeof users.$inferSelect,
  log: { error: (details: object, message: string) => void },
) {
  deps.mailer
    .send({
      to: user.email,
      subject: SESSION_MESSAGES.failedSignInsSubject,
      text: SESSION_MESSAGES.failedSignInsText(user.name, SIGN_IN_DELAYS.freePerAccount),
    })
    .catch((error: unknown) => log.error({ err: error }, 'could not send the sign-in notice'));
}

/** Spec 000 §7: signing in. */
export async function loginRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.auth.login,
    {
      description: [
        'Form (or JSON) body as the domain client sends it. Answers the session like',
        `${contract.auth.authenticate.path} plus an opaque bearer \`token\` (256 bits; the server keeps only its`,
        'SHA-256). Wrong credentials answer 400 with a message that does not say which part was',
        `wrong. Rate limits: ${LOGIN_LIMITS.perAddressPerMinute} tries a minute per client address,`,
        'then 429. Failed tries slow the next ones, never locking the owner out: per account and',
        'address after 3 failures a wait of 1, 2, 4 … s (at most 15 min); per account after 10',
        'a wait of 1 s doubling every 5 failures (at most 30 s), when the owner is mailed a notice.',
        'A try within the wait answers 429 with Retry-After, unevaluated.',
      ].join(' '),
    },
    async (request, reply) => {
      const now = deps.now();
      const { email_username: login, password, platform } = request.body;
      const address = request.ip;
      // One atomic upsert per try: simultaneous tries each see their own count.
      const tries = await deps.counters.hit(`login:ip:${address}`, 60_000, now);
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
      // Failed tries slow the next ones, for unknown logins as for known ones,
      // so the answer's timing does not tell which logins exist.
      const account = accountKey(user, lowered);
      const failed = await recentFailures(orm, account, address, now);
      const wait = secondsToWait(failed, now);
      if (wait > 0) {
        void reply.header('retry-after', String(wait));
        throw new HttpError(429, SESSION_MESSAGES.slowDown);
      }
      // A miss costs as long as a hit, so timing does not tell which accounts exist.
      let matches = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      // A mailed temporary password (forgot password) becomes the password when first used.
      if (user?.active && !matches)
        matches = await orm.transaction(async (tx) => {
          const spent = await spendTemporaryPassword(tx, deps.actors, user.id, password, now);
          if (spent)
            await writeAudit(tx, { user }, { module: 'Session', action: 'reset-password' });
          return spent;
        });
      const succeeded = Boolean(user && matches && user.active);
      await orm
        .insert(loginAttempts)
        .values({ address, userId: user?.id ?? null, account, succeeded, createdAt: now });
      if (user && !matches && failed.total + 1 === SIGN_IN_DELAYS.freePerAccount)
        noticeFailedSignIns(deps, user, request.log);
      if (!user || !matches) throw badRequest(SESSION_MESSAGES.wrongCredentials);
      if (!user.active) throw badRequest(SESSION_MESSAGES.deactivated);
      // A tenant signs in from their tenancy's first day to its last (Malaysian dates), and is
      // told why not outside them.
      const tenancy = await tenancyRefusal(orm, user, now);
      if (tenancy) throw badRequest(tenancy);
      // A hash of an older scrypt cost is replaced now that the password is at hand.
      if (needsRehash(user.passwordHash) && (await verifyPassword(password, user.passwordHash))) {
        await orm
          .update(users)
          .set({ passwordHash: await hashPassword(password) })
          .where(eq(users.id, user.id));
        await deps.actors.changed(orm, { userId: user.id });
      }

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
      const actor = await deps.actors.forToken(token, now);
      if (!actor) throw new Error('a session just started could not be read back');
      await writeAudit(orm, actor, { module: 'Session', action: 'sign-in' });
      return { ...(await authenticatePayload(orm, actor, now)), token };
    },
  );
}
