import {
  chatReducer,
  createChatState,
  NO_TYPING,
  startTyping,
  stopTyping,
  type ChatAction,
  type ChatState,
  type RealtimeConnection,
  type RealtimeEvent,
  type TypingState,
} from '@strata/domain';

/** The other person of a chat. */
export type ChatPeer = { id: number; name: string };

/** One docked panel: who it is with, and whether it is open or minimised. */
export type ChatPanelEntry = { peer: ChatPeer; view: 'open' | 'minimized' };

/** Everything the chat dock shows. */
export type StaffChatSnapshot = {
  chat: ChatState;
  typing: TypingState;
  /** Oldest first; the dock shows the newest on the right. */
  panels: readonly ChatPanelEntry[];
};

/** What the store needs of the realtime connection. */
export type ChatConnection = Pick<RealtimeConnection, 'send' | 'listen'>;

/** Options of {@link StaffChatStore}. */
export type StaffChatStoreOptions = {
  connection: ChatConnection;
  /** The signed-in user's id. */
  selfId: number;
  /** The clock, for the typing indicator; `Date.now` by default. */
  now?: () => number;
  /** A new message id; a random UUID by default. */
  newId?: () => string;
};

/** Tell a peer we are typing at most this often, however fast the keys come. */
export const TYPING_NOTICE_INTERVAL_MS = 3000;

/**
 * The staff chat of spec 000 §4 over the realtime connection: panels per peer, messages with
 * sent/delivered/seen status, and the typing indicator (30 s). An incoming message opens its
 * panel; reading an open panel tells the sender it was seen. Read with `useSyncExternalStore`.
 */
export class StaffChatStore {
  readonly #connection: ChatConnection;
  readonly #now: () => number;
  readonly #newId: () => string;
  readonly #listeners = new Set<() => void>();
  readonly #lastTypingNotice = new Map<number, number>();
  #snapshot: StaffChatSnapshot;

  constructor({ connection, selfId, now = Date.now, newId }: StaffChatStoreOptions) {
    this.#connection = connection;
    this.#now = now;
    this.#newId = newId ?? (() => globalThis.crypto.randomUUID());
    this.#snapshot = { chat: createChatState(selfId), typing: NO_TYPING, panels: [] };
  }

  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /** The current state; the same object until something changes. */
  getSnapshot = (): StaffChatSnapshot => this.#snapshot;

  /** Starts hearing the connection's chat messages; returns the function that stops. */
  attach(): () => void {
    return this.#connection.listen((event) => this.#hear(event));
  }

  /** Opens (or restores) the panel with `peer` and asks for the conversation so far. */
  open(peer: ChatPeer): void {
    const existing = this.#panel(peer.id);
    if (existing?.view === 'open') return;
    this.#update({
      panels: existing
        ? this.#snapshot.panels.map((panel) =>
            panel.peer.id === peer.id ? { ...panel, view: 'open' } : panel,
          )
        : [...this.#snapshot.panels, { peer, view: 'open' }],
    });
    if (!existing)
      this.#connection.send({ type: '/chat_history', data: { recipient_id: peer.id } });
    this.#connection.send({ type: '/seen', data: { recipient_id: peer.id } });
  }

  /** Minimises or restores a panel; restoring marks the peer's messages seen. */
  setView(peerId: number, view: ChatPanelEntry['view']): void {
    const panel = this.#panel(peerId);
    if (!panel || panel.view === view) return;
    if (view === 'open') this.open(panel.peer);
    else
      this.#update({
        panels: this.#snapshot.panels.map((entry) =>
          entry.peer.id === peerId ? { ...entry, view } : entry,
        ),
      });
  }

  /** Closes the panel; with `end`, provider staff also end the chat for the peer (`/end`). */
  close(peerId: number, { end = false }: { end?: boolean } = {}): void {
    this.#removePanel(peerId);
    if (end) this.#connection.send({ type: '/end', data: { id: peerId } });
  }

  /** Sends `text` to the peer; it shows as sent until the server relays it. */
  send(peerId: number, text: string): void {
    const panel = this.#panel(peerId);
    const msgId = this.#newId();
    const sent = this.#connection.send({
      type: '/chat',
      data: {
        msg_id: msgId,
        recipient_id: peerId,
        recipient: panel?.peer.name ?? '',
        message: text,
      },
    });
    if (!sent) return;
    this.#lastTypingNotice.delete(peerId);
    this.#dispatch({
      type: 'send',
      message: {
        msg_id: msgId,
        recipient_id: peerId,
        message: text,
        created_at: new Date(this.#now()).toISOString(),
      },
    });
  }

  /** The user is typing to the peer: tells them, at most once per 3 s. */
  typing(peerId: number): void {
    const now = this.#now();
    const last = this.#lastTypingNotice.get(peerId);
    if (last !== undefined && now - last < TYPING_NOTICE_INTERVAL_MS) return;
    if (this.#connection.send({ type: '/typing', data: { recipient_id: peerId } })) {
      this.#lastTypingNotice.set(peerId, now);
    }
  }

  #hear(event: RealtimeEvent): void {
    if (event.type !== 'message') return;
    const { message } = event;
    const selfId = this.#snapshot.chat.selfId;
    switch (message.type) {
      case 'chat_history':
        this.#dispatch({ type: 'history', messages: message.data });
        return;
      case 'chat': {
        const incoming = message.data.sender !== selfId;
        this.#dispatch({ type: 'receive', message: message.data });
        if (!incoming) return;
        const sender = message.data.sender;
        this.#update({ typing: stopTyping(this.#snapshot.typing, sender) });
        const panel = this.#panel(sender);
        if (panel?.view === 'open') {
          this.#connection.send({ type: '/seen', data: { recipient_id: sender } });
        } else if (!panel) {
          this.open({ id: sender, name: message.data.sender_name ?? `#${sender}` });
        }
        return;
      }
      case 'typing':
        this.#update({
          typing: startTyping(this.#snapshot.typing, message.data.sender, this.#now()),
        });
        return;
      case 'seen':
        this.#dispatch({ type: 'seen', by: message.data.sender });
        return;
      case 'end':
        this.#removePanel(message.data.id);
        return;
      default:
        return;
    }
  }

  #panel(peerId: number): ChatPanelEntry | undefined {
    return this.#snapshot.panels.find((panel) => panel.peer.id === peerId);
  }

  #removePanel(peerId: number): void {
    if (!this.#panel(peerId)) return;
    this.#update({ panels: this.#snapshot.panels.filter((panel) => panel.peer.id !== peerId) });
  }

  #dispatch(action: ChatAction): void {
    const chat = chatReducer(this.#snapshot.chat, action);
    if (chat !== this.#snapshot.chat) this.#update({ chat });
  }

  #update(change: Partial<StaffChatSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...change };
    for (const listener of [...this.#listeners]) listener();
  }
}
