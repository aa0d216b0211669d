import type { ChatMessage } from '@strata/domain';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { wireDateTime } from '../clock';
import type { Executor } from '../db/database';
import { chatMessages, users } from '../db/schema';

/** A chat peer: who they are and whether they are provider staff. */
export type Peer = { id: number; name: string; isSkaloot: boolean };

/** The most messages `/chat_history` answers. */
export const HISTORY_LIMIT = 100;

/** An active user as a chat peer, or `null`. */
export async function peerOf(db: Executor, id: number): Promise<Peer | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, isSkaloot: users.isSkaloot })
    .from(users)
    .where(and(eq(users.id, id), eq(users.active, true)));
  return row ?? null;
}

const wireColumns = {
  msg_id: chatMessages.msgId,
  sender: chatMessages.senderId,
  sender_name: users.name,
  recipient_id: chatMessages.recipientId,
  message: chatMessages.message,
  createdAt: chatMessages.createdAt,
  seenAt: chatMessages.seenAt,
};

type WireRow = {
  msg_id: string;
  sender: number;
  sender_name: string;
  recipient_id: number;
  message: string;
  createdAt: Date;
  seenAt: Date | null;
};

const toWire = ({ createdAt, seenAt, ...row }: WireRow): ChatMessage => ({
  ...row,
  created_at: wireDateTime(createdAt)!,
  seen: seenAt !== null,
});

const between = (a: number, b: number) =>
  or(
    and(eq(chatMessages.senderId, a), eq(chatMessages.recipientId, b)),
    and(eq(chatMessages.senderId, b), eq(chatMessages.recipientId, a)),
  );

/** The open conversation of two users (since the last `/end`), oldest first. */
export async function chatBetween(db: Executor, a: number, b: number): Promise<ChatMessage[]> {
  const rows = await db
    .select(wireColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(and(between(a, b), isNull(chatMessages.endedAt)))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(HISTORY_LIMIT);
  return rows.reverse().map(toWire);
}

/** One stored message as the wire carries it. */
export async function chatById(db: Executor, id: number): Promise<ChatMessage | null> {
  const [row] = await db
    .select(wireColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(eq(chatMessages.id, id));
  return row ? toWire(row) : null;
}

/**
 * Stores a message; answers its row id, or `null` when another sender already used `msgId`.
 * A client resending its own message gets the stored one back (delivered once more).
 */
export async function saveChat(
  db: Executor,
  message: {
    msgId: string;
    senderId: number;
    recipientId: number;
    message: string;
    createdAt: Date;
  },
): Promise<number | null> {
  const [inserted] = await db
    .insert(chatMessages)
    .values(message)
    .onConflictDoNothing({ target: chatMessages.msgId })
    .returning({ id: chatMessages.id });
  if (inserted) return inserted.id;
  const [existing] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.msgId, message.msgId), eq(chatMessages.senderId, message.senderId)));
  return existing?.id ?? null;
}

/** Marks what `sender` sent to `reader` as seen. */
export async function markSeen(
  db: Executor,
  options: { reader: number; sender: number; at: Date },
) {
  await db
    .update(chatMessages)
    .set({ seenAt: options.at })
    .where(
      and(
        eq(chatMessages.senderId, options.sender),
        eq(chatMessages.recipientId, options.reader),
        isNull(chatMessages.seenAt),
      ),
    );
}

/** Closes the conversation of two users: later history starts afresh. */
export async function endChat(db: Executor, a: number, b: number, at: Date) {
  await db
    .update(chatMessages)
    .set({ endedAt: at })
    .where(and(between(a, b), isNull(chatMessages.endedAt)));
}
