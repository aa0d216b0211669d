import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { sessions, users } from '../db/schema';
import { notify } from '../realtime/bus';
import type { ActorCache } from './actor-cache';
import { hashToken, newToken } from './tokens';

/** Starts a session for `userId`; answers the bearer token (only its hash is stored). */
export async function startSession(
  db: Executor,
  options: {
    userId: number;
    platform: string;
    userAgent: string | undefined;
    now: Date;
    ttlDays: number;
  },
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId: options.userId,
    tokenHash: hashToken(token),
    platform: options.platform,
    userAgent: options.userAgent?.slice(0, 500) ?? null,
    createdAt: options.now,
    lastUsedAt: options.now,
    expiresAt: new Date(options.now.getTime() + options.ttlDays * 86_400_000),
  });
  return token;
}

/** Revokes the session of `token` (its sockets hear `logout`); answers its user's id when it was live. */
export async function revokeToken(
  db: Executor,
  actors: ActorCache,
  token: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id, userId: sessions.userId });
  if (!row) return null;
  await actors.changed(db, { userId: row.userId });
  await notify(db, { k: 'send', to: { sessionId: row.id }, m: { type: 'logout' } });
  return row.userId;
}

/**
 * Revokes every live session of a user (deactivation, password reset), or every one but
 * `exceptSessionId` (their own password change); the revoked sessions' sockets hear `logout`.
 */
export async function revokeUserSessions(
  db: Executor,
  actors: ActorCache,
  userId: number,
  now: Date,
  exceptSessionId?: number,
): Promise<void> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    )
    .returning({ id: sessions.id });
  if (revoked.length === 0) return;
  await actors.changed(db, { userId });
  if (exceptSessionId === undefined) {
    await notify(db, { k: 'send', to: { userId }, m: { type: 'logout' } });
    return;
  }
  for (const { id } of revoked)
    await notify(db, { k: 'send', to: { sessionId: id }, m: { type: 'logout' } });
}

/**
 * Activates or deactivates a user; deactivating revokes their sessions at once, so their tokens
 * answer 401 from the next request. The users calls of spec 001 use this.
 */
export async function setUserActive(
  db: Executor,
  actors: ActorCache,
  userId: number,
  active: boolean,
  now: Date,
) {
  await db.update(users).set({ active, updatedAt: now }).where(eq(users.id, userId));
  await actors.changed(db, { userId });
  if (!active) await revokeUserSessions(db, actors, userId, now);
}
