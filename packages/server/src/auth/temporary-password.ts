import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { accountTokens, users } from '../db/schema';
import { verifyPassword } from './password';
import type { ActorCache } from './actor-cache';
import { revokeUserSessions } from './sessions';

/** How long a mailed temporary password works (issue 15 §1). */
export const TEMPORARY_PASSWORD_MINUTES = 30;

/** Forgot-password limits: requests an hour per client address and per e-mail address asked for. */
export const FORGOT_LIMITS = { perAddressPerHour: 10, perEmailPerHour: 3 } as const;

/**
 * Records a temporary password (its scrypt hash) for `userId`, replacing any earlier one that was
 * not used. Nothing else changes: the current password and sessions stay until it is used.
 */
export async function saveTemporaryPassword(
  db: Executor,
  userId: number,
  secretHash: string,
  now: Date,
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
    expiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_MINUTES * 60_000),
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
