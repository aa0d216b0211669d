// zod's mini build, whose functions tree-shake: these schemas ride in the signed-in layout's
// first chunk (the realtime connection decodes with them), where full zod weighs ~24 kB gzip
// (ADR 0004). The app aliases it to a jitless copy (vite.config.ts), like full zod.
import * as z from 'zod/mini';

/**
 * The realtime socket's messages (spec 000 §7). Every frame is one JSON envelope
 * `{ "type": string, "data"?: … }`, UTF-8 encoded then base64 encoded (see codec.ts).
 * Client types start with '/' as the spec names them; `ping` is the client's own keep-alive.
 * Payloads the spec leaves out are our design and documented field by field here.
 */

const userId = z.int();
const text = z.string();

/** What a client says about itself when it connects (`/appid`, spec 000 §7). */
export const appIdDataSchema = z.object({
  /** The application speaking, e.g. 'dashboard'. */
  app: text,
  /** The signed-in user's id. */
  id: userId,
  /** A random id per browser tab, so the server tells two tabs of one user apart. */
  app_id: text,
  /** The channel the user listens on, e.g. their property. */
  channel: text,
  /** The user's display name, shown to provider staff. */
  name: text,
  /** The user's role. */
  role: text,
  /** True when running as an installed web app. */
  wpa: z.boolean(),
  /** The browser's user agent. */
  agent: text,
  /** The bearer token, so the server can authenticate the socket. */
  token: text,
  /** Screen size as 'width x height', e.g. '1920x1080'. */
  screen: text,
  /** True when this connection replaces one that was lost. */
  reconnect: z.boolean(),
});

/** A script error reported over the socket (`/error`, spec 000 §8). */
export const scriptErrorReportSchema = z.object({
  message: text,
  /** The script URL the error came from. */
  source: z.optional(text),
  line: z.optional(z.number()),
  column: z.optional(z.number()),
  stack: z.optional(text),
  /** The app path the user was on. */
  path: z.optional(text),
});

/** A chat message as the server relays it (spec 000 §3 'Chat message'). */
export const chatMessageSchema = z.object({
  /** The sender's id for the message, unique per message; the client makes it. */
  msg_id: text,
  /** The sender's user id. */
  sender: userId,
  /** The sender's name, for a panel opened by an incoming message (our addition). */
  sender_name: z.optional(text),
  recipient_id: userId,
  message: text,
  created_at: text,
  seen: z.boolean(),
});

const withPeer = z.object({ recipient_id: userId });
const withSender = z.object({ sender: userId });
const withId = z.object({ id: userId });
const withTotal = z.object({ total: z.int().check(z.minimum(0)) });

/** Every message the client sends (spec 000 §7 'Client messages'). */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('/appid'), data: appIdDataSchema }),
  z.object({ type: z.literal('/page'), data: z.object({ path: text }) }),
  /** Asks for the conversation with one user (the peer is our addition). */
  z.object({ type: z.literal('/chat_history'), data: withPeer }),
  z.object({
    type: z.literal('/chat'),
    data: z.object({
      msg_id: text,
      recipient_id: userId,
      /** The recipient's name. */
      recipient: text,
      message: text,
    }),
  }),
  /** Tells the peer their messages were read (the peer is our addition). */
  z.object({ type: z.literal('/seen'), data: withPeer }),
  /** Tells the peer this user is typing (the peer is our addition). */
  z.object({ type: z.literal('/typing'), data: withPeer }),
  /** Provider staff close the chat with user `id`. */
  z.object({ type: z.literal('/end'), data: withId }),
  z.object({ type: z.literal('/pong') }),
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('/quit') }),
  z.object({ type: z.literal('/error'), data: scriptErrorReportSchema }),
]);

/** Every message the server sends (spec 000 §7 'Server messages', §4 notices). */
export const serverMessageSchema = z.discriminatedUnion('type', [
  /** The server accepted `/appid`. */
  z.object({ type: z.literal('connected') }),
  /** The ids of every user online now. */
  z.object({ type: z.literal('users'), data: z.array(userId) }),
  z.object({ type: z.literal('new_user'), data: withId }),
  z.object({ type: z.literal('remove_user'), data: withId }),
  z.object({ type: z.literal('chat_history'), data: z.array(chatMessageSchema) }),
  z.object({ type: z.literal('chat'), data: chatMessageSchema }),
  /** `sender` is typing to this user. */
  z.object({ type: z.literal('typing'), data: withSender }),
  /** `sender` has read this user's messages. */
  z.object({ type: z.literal('seen'), data: withSender }),
  /** The chat with user `id` was closed. */
  z.object({ type: z.literal('end'), data: withId }),
  /** The error-log counter changed; `total` when the server knows it. */
  z.object({ type: z.literal('error-log'), data: z.optional(withTotal) }),
  /** The bug-report counter changed; `total` when the server knows it. */
  z.object({ type: z.literal('bug-report'), data: z.optional(withTotal) }),
  /** The bubble counters changed: fetch them again (throttled). */
  z.object({ type: z.literal('get-bubble') }),
  /** A new inbox notification. */
  z.object({
    type: z.literal('inbox'),
    data: z.optional(z.object({ id: z.optional(userId), title: text, message: z.optional(text) })),
  }),
  /** A new audit entry, prepended live on the audit page (spec 001 §4). */
  z.object({
    type: z.literal('activity-log'),
    data: z.object({
      id: userId,
      username: text,
      module: text,
      action: text,
      created_at: text,
      ticket: z.nullish(text),
      subTicket: z.nullish(text),
      booking: z.nullish(text),
      package: z.nullish(text),
      addon: z.nullish(text),
    }),
  }),
  /** A facility's slots changed (booked, cancelled, reviewed): open screens fetch them again. */
  z.object({ type: z.literal('facility'), data: withId }),
  /** A complaint changed (filed, assigned, moved, a new message): open screens fetch it again. */
  z.object({ type: z.literal('complaint'), data: withId }),
  /** A tenant changed (registered, edited, verified, removed): open screens fetch it again. */
  z.object({ type: z.literal('tenant'), data: withId }),
  z.object({ type: z.literal('reload') }),
  z.object({ type: z.literal('logout') }),
  /** The `/appid` was refused (spec 000 §4 notices). */
  z.object({ type: z.literal('appid_invalid') }),
  z.object({ type: z.literal('forbidden') }),
  z.object({ type: z.literal('quit') }),
  z.object({ type: z.literal('ping') }),
  /** The spec does not show this payload; it is passed through untouched. */
  z.object({ type: z.literal('function'), data: z.optional(z.unknown()) }),
]);

/** The `/appid` payload. */
export type AppIdData = z.infer<typeof appIdDataSchema>;
/** The `/error` payload. */
export type ScriptErrorReport = z.infer<typeof scriptErrorReportSchema>;
/** A chat message relayed by the server. */
export type ChatMessage = z.infer<typeof chatMessageSchema>;
/** Any message the client sends. */
export type ClientMessage = z.infer<typeof clientMessageSchema>;
/** Any message the server sends. */
export type ServerMessage = z.infer<typeof serverMessageSchema>;
/** The type names of client messages. */
export type ClientMessageType = ClientMessage['type'];
/** The type names of server messages. */
export type ServerMessageType = ServerMessage['type'];

/** Spec 000 §4: server notices that end the session. */
export const SESSION_END_NOTICES = ['logout', 'appid_invalid', 'forbidden', 'quit'] as const;

/** One of {@link SESSION_END_NOTICES}. */
export type SessionEndNotice = (typeof SESSION_END_NOTICES)[number];

/** True when a server message type ends the session. */
export function isSessionEndNotice(type: string): type is SessionEndNotice {
  return (SESSION_END_NOTICES as readonly string[]).includes(type);
}
