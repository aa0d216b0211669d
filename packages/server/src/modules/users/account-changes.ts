import { and, eq, gt, isNull } from 'drizzle-orm';
import { writeAudit } from '../../audit';
import type { Actor, UserRow } from '../../auth/access';
import { verifyPassword } from '../../auth/password';
import type { ActorCache } from '../../auth/actor-cache';
import { revokeUserSessions } from '../../auth/sessions';
import { dropTemporaryPasswords } from '../../auth/temporary-password';
import { hashToken, newToken } from '../../auth/tokens';
import type { Executor } from '../../db/database';
import { users } from './tables';
import { accountTokens } from '../session/tables';
import { badRequest } from '../../http/errors';
import { ACCOUNT_MESSAGES, USER_MESSAGES } from '../../http/messages';
import type { MailMessage, Mailer } from '../../mail/outbox';

/*
 * A stolen session cannot take an account over. Changing one's own password or
 * e-mail needs the current password; a new password ends the user's other sessions; a new e-mail
 * is used (for sign-in and recovery) only once a link mailed to it is opened.
 */

/** How long an e-mail confirmation link works. */
export const EMAIL_CONFIRMATION_HOURS = 24;

/** Whether `email` differs from the user's address (case aside). */
export function changesEmail(target: Pick<UserRow, 'email'>, email: string): boolean {
  return email.toLowerCase() !== target.email.toLowerCase();
}

/** 400 unless a change of one's own password or e-mail carries the current password. */
export async function checkCurrentPassword(
  actor: Actor,
  target: UserRow,
  edit: { password?: string | undefined; email: string; current_password?: string | undefined },
) {
  if (target.id !== actor.user.id) return;
  if (!edit.password && !changesEmail(target, edit.email)) return;
  if (!(await verifyPassword(edit.current_password ?? '', target.passwordHash)))
    throw badRequest(USER_MESSAGES.currentPasswordWrong);
}

/**
 * In the edit's transaction: a new password ends the user's sessions (but the actor's own) and
 * any temporary password; a new e-mail waits for its link. Answers the mail to send once the
 * change is committed: the link to the new address and a notice to the current one.
 */
export async function secureAccountChange(
  tx: Executor,
  actors: ActorCache,
  change: {
    actor: Actor;
    target: UserRow;
    password?: string | undefined;
    email: string;
    now: Date;
    origin: string;
  },
): Promise<MailMessage[]> {
  const { actor, target, now } = change;
  if (change.password) {
    const own = target.id === actor.user.id ? actor.sessionId : undefined;
    await revokeUserSessions(tx, actors, target.id, now, own);
    await dropTemporaryPasswords(tx, target.id);
  }
  if (!changesEmail(target, change.email)) return [];
  const token = newToken();
  await tx
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, target.id),
        eq(accountTokens.kind, 'email'),
        isNull(accountTokens.usedAt),
      ),
    );
  await tx.insert(accountTokens).values({
    userId: target.id,
    kind: 'email',
    secretHash: hashToken(token),
    newEmail: change.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_HOURS * 3_600_000),
  });
  const link = `${change.origin}/api/confirm_email?token=${token}`;
  return [
    {
      to: change.email,
      subject: ACCOUNT_MESSAGES.confirmSubject,
      text: ACCOUNT_MESSAGES.confirmText(target.name, link, EMAIL_CONFIRMATION_HOURS),
    },
    {
      to: target.email,
      subject: ACCOUNT_MESSAGES.noticeSubject,
      text: ACCOUNT_MESSAGES.noticeText(target.name, change.email),
    },
  ];
}

/** Opens an e-mail confirmation link: the new address becomes the user's; 400 when not live. */
export async function confirmEmail(
  db: Executor,
  actors: ActorCache,
  token: string,
  now: Date,
): Promise<void> {
  const [pending] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.secretHash, hashToken(token)),
        eq(accountTokens.kind, 'email'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    );
  if (!pending?.newEmail) throw badRequest(ACCOUNT_MESSAGES.linkInvalid);
  await db.update(accountTokens).set({ usedAt: now }).where(eq(accountTokens.id, pending.id));
  const [user] = await db
    .update(users)
    .set({ email: pending.newEmail, updatedAt: now })
    .where(eq(users.id, pending.userId))
    .returning();
  await actors.changed(db, { userId: pending.userId });
  await writeAudit(db, { user: user! }, { module: 'Session', action: 'confirm-email' });
}

/** Sends mail of a committed change; a failure is logged, the change stands. */
export async function sendMail(
  mailer: Mailer,
  messages: MailMessage[],
  log: { error: (details: object, message: string) => void },
) {
  for (const message of messages)
    await mailer
      .send(message)
      .catch((error: unknown) => log.error({ err: error }, 'could not send mail'));
}
