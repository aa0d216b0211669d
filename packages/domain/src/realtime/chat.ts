import type { ChatMessage } from './messages';

/** Spec 000 §4: a chat message is sent, then delivered, then seen; it never goes back. */
export type ChatStatus = 'sent' | 'delivered' | 'seen';

/** One message in a chat panel, with its delivery status. */
export type ChatEntry = {
  msg_id: string;
  sender: number;
  recipient_id: number;
  message: string;
  created_at: string;
  status: ChatStatus;
};

/** Every message this user has sent or received, oldest first. */
export type ChatState = { selfId: number; messages: readonly ChatEntry[] };

/** What happened to the chat. */
export type ChatAction =
  /** This user sent a message (`/chat`); it shows as sent until the server relays it. */
  | { type: 'send'; message: Omit<ChatEntry, 'sender' | 'status'> }
  /** The server's `chat_history`. */
  | { type: 'history'; messages: readonly ChatMessage[] }
  /** The server relayed a `chat`: someone's new message, or the echo of ours (delivered). */
  | { type: 'receive'; message: ChatMessage }
  /** The server's `seen`: user `by` has read this user's messages. */
  | { type: 'seen'; by: number };

const RANK: Record<ChatStatus, number> = { sent: 0, delivered: 1, seen: 2 };

const later = (a: ChatStatus, b: ChatStatus): ChatStatus => (RANK[b] > RANK[a] ? b : a);

/** An empty chat for the signed-in user. */
export function createChatState(selfId: number): ChatState {
  return { selfId, messages: [] };
}

function fromWire(message: ChatMessage): ChatEntry {
  return {
    msg_id: message.msg_id,
    sender: message.sender,
    recipient_id: message.recipient_id,
    message: message.message,
    created_at: message.created_at,
    status: message.seen ? 'seen' : 'delivered',
  };
}

function upsert(messages: readonly ChatEntry[], entry: ChatEntry): readonly ChatEntry[] {
  const index = messages.findIndex((existing) => existing.msg_id === entry.msg_id);
  if (index < 0) return [...messages, entry];
  const existing = messages[index]!;
  const status = later(existing.status, entry.status);
  if (status === existing.status) return messages;
  return messages.map((item, i) => (i === index ? { ...existing, status } : item));
}

/** The chat reducer: statuses only move forward, and a message is never listed twice. */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'send': {
      const entry: ChatEntry = { ...action.message, sender: state.selfId, status: 'sent' };
      const messages = upsert(state.messages, entry);
      return messages === state.messages ? state : { ...state, messages };
    }
    case 'history': {
      const messages = action.messages.reduce(
        (list, message) => upsert(list, fromWire(message)),
        state.messages,
      );
      return messages === state.messages ? state : { ...state, messages };
    }
    case 'receive': {
      const messages = upsert(state.messages, fromWire(action.message));
      return messages === state.messages ? state : { ...state, messages };
    }
    case 'seen': {
      let changed = false;
      const messages = state.messages.map((entry) => {
        if (
          entry.sender !== state.selfId ||
          entry.recipient_id !== action.by ||
          entry.status === 'seen'
        ) {
          return entry;
        }
        changed = true;
        return { ...entry, status: 'seen' as const };
      });
      return changed ? { ...state, messages } : state;
    }
  }
}

/** The messages between this user and `peerId`, oldest first, for one chat panel. */
export function conversation(state: ChatState, peerId: number): ChatEntry[] {
  return state.messages.filter(
    (entry) =>
      (entry.sender === state.selfId && entry.recipient_id === peerId) ||
      (entry.sender === peerId && entry.recipient_id === state.selfId),
  );
}
