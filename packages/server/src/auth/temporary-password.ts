import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { accountTokens, users } from '../db/schema';
import { verifyPassword } from './password';
import type { ActorCache } from './actor-cache';
import type { Counters } from './rate-counter';
import { revokeUserSessions } from './sessions';

/** How long a mailed temporary password works. */
export const TEMPORARY_PASSWORD_MINUTES = 30;

/**
 * Forgot-password limits, each an hour. A client address may ask for one e-mail address a few
 * times (the pair), and for few e-mail addresses in all; an e-mail address has a ceiling over all
 * client addresses far above the pair's, so requests from elsewhere cannot use up the owner's own.
 * The ceiling still bounds the mail one inbox gets.
 */
export const FORGOT_LIMITS = {
  perAddressAndEmailPerHour: 3,
  perAddressPerHour: 10,
  emailsPerAddressPerHour: 5,
  perEmailPerHour: 20,
} as const;

const HOUR = 3_600_000;

/**
 * Counts a forgot-password request from client `address` for `email` (lower case) and answers
 * whether a limit refuses it. Only a request the address's own limits let through counts towards
 * the e-mail's ceiling, so one address asking again and again does not use it up. The limits
 * depend on the e-mail asked for, never on whether it has an account, so a refusal says nothing
 * about who is registered.
 */
export async function forgotPasswordRefused(
  counters: Counters,
  address: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const pairHits = await counters.hit(`forgot:pair:${address}:${email}`, HOUR, now);
  // An e-mail address new to this client address is counted once; a repeat reads the count.
  const emailsAsked = await counters.hit(
    `forgot:emails:${address}`,
    HOUR,
    now,
    pairHits === 1 ? 1 : 0,
  );
  const addressHits = await counters.hit(`forgot:ip:${address}`, HOUR, now);
  if (
    pairHits > FORGOT_LIMITS.perAddressAndEmailPerHour ||
    emailsAsked > FORGOT_LIMITS.emailsPerAddressPerHour ||
    addressHits > FORGOT_LIMITS.perAddressPerHour
  )
    return true;
  return (await counters.hit(`forgot:email:${email}`, HOUR, now)) > FORGOT_LIMITS.perEmailPerHour;
}

/**
 * Records a temporary password (its scrypt hash) for `userId`, replacing any earlier one that was
 * not used. Nothing else changes: the current password and sessions stay until it is used.
 */
export async function saveTemporaryPassword(
  db: Executor,
  userId: number,
  secretHash: string,
  now: Date,
  /** Until when it works: {@link TEMPORARY_PASSWORD_MINUTES} from now unless given. */
  expiresAt: Date = new Date(now.getTime() + TEMPORARY_PASSWORD_MINUTES * 60_000),
): Promise<void> {
  await db
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.kind, 'password'),
        isNull(accountTokens.usedAt),
      ),
    );
  await db.insert(accountTokens).values({
    userId,
    kind: 'password',
    secretHash,
    createdAt: now,
    expiresAt,
  });
}

/**
 * Signs in with a temporary password: when `password` is the user's live one, it becomes their
 * password, is spent, and every other session of the user ends. Answers whether it was.
 */
export async function spendTemporaryPassword(
  db: Executor,
  actors: ActorCache,
  userId: number,
  password: string,
  now: Date,
): Promise<boolean> {
  const [pending] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.kind, 'password'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(accountTokens.id))
    .limit(1);
  if (!pending || !(await verifyPassword(password, pending.secretHash))) return false;
  // Spent at most once, even when two sign-ins race with it.
  const [spent] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, pending.id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  if (!spent) return false;
  await db
    .update(users)
    .set({ passwordHash: pending.secretHash, updatedAt: now })
    .where(eq(users.id, userId));
  await actors.changed(db, { userId });
  await revokeUserSessions(db, actors, userId, now);
  return true;
}

/** Drops a user's unused temporary passwords (their password was just changed another way). */
export async function dropTemporaryPasswords(db: Executor, userId: number): Promise<void> {
  await db
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.kind, 'password'),
        isNull(accountTokens.usedAt),
      ),
    );
}
