import type { ClientMessage, RealtimeEvent, ServerMessage } from '@strata/domain';
import { describe, expect, it } from 'vitest';
import { StaffChatStore } from './staff-chat-store';

const STAFF = 1;
const AISYAH = { id: 42, name: 'Aisyah' };

function setup() {
  const sent: ClientMessage[] = [];
  const listeners = new Set<(event: RealtimeEvent) => void>();
  let clock = Date.parse('2026-11-02T01:30:00Z');
  let ids = 0;
  const store = new StaffChatStore({
    connection: {
      send: (message) => {
        sent.push(message);
        return true;
      },
      listen: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    selfId: STAFF,
    now: () => clock,
    newId: () => `m${++ids}`,
  });
  store.attach();
  const say = (message: ServerMessage) => {
    for (const listener of listeners) listener({ type: 'message', message });
  };
  const wait = (ms: number) => {
    clock += ms;
  };
  const relayed = (sender: number, recipient: number, msgId: string, text: string) => ({
    msg_id: msgId,
    sender,
    sender_name: sender === AISYAH.id ? AISYAH.name : 'Staff',
    recipient_id: recipient,
    message: text,
    created_at: '2026-11-02 09:30:00',
    seen: false,
  });
  return { store, sent, say, wait, relayed };
}

describe('the staff chat', () => {
  it('given staff open a chat, when the panel opens, then the conversation is asked for and marked seen', () => {
    const { store, sent } = setup();
    store.open(AISYAH);
    expect(sent).toEqual([
      { type: '/chat_history', data: { recipient_id: 42 } },
      { type: '/seen', data: { recipient_id: 42 } },
    ]);
    expect(store.getSnapshot().panels).toEqual([{ peer: AISYAH, view: 'open' }]);
  });

  it('given an open panel, when staff send a message, then it goes out and shows as sent', () => {
    const { store, sent } = setup();
    store.open(AISYAH);
    store.send(42, 'Hello :wink:');
    expect(sent.at(-1)).toEqual({
      type: '/chat',
      data: { msg_id: 'm1', recipient_id: 42, recipient: 'Aisyah', message: 'Hello :wink:' },
    });
    expect(store.getSnapshot().chat.messages[0]?.status).toBe('sent');
  });

  it('given a sent message, when the server relays it, then it shows as delivered', () => {
    const { store, say, relayed } = setup();
    store.open(AISYAH);
    store.send(42, 'Hello');
    say({ type: 'chat', data: relayed(STAFF, 42, 'm1', 'Hello') });
    expect(store.getSnapshot().chat.messages[0]?.status).toBe('delivered');
  });

  it('given a delivered message, when the peer reads it, then it shows as seen', () => {
    const { store, say, relayed } = setup();
    store.open(AISYAH);
    store.send(42, 'Hello');
    say({ type: 'chat', data: relayed(STAFF, 42, 'm1', 'Hello') });
    say({ type: 'seen', data: { sender: 42 } });
    expect(store.getSnapshot().chat.messages[0]?.status).toBe('seen');
  });

  it("given no panel, when a message arrives, then a panel opens with the sender's name", () => {
    const { store, say, relayed } = setup();
    say({ type: 'chat', data: relayed(42, STAFF, 'x1', 'Hi, my gate card is broken') });
    expect(store.getSnapshot().panels).toEqual([{ peer: AISYAH, view: 'open' }]);
  });

  it('given an open panel, when the peer writes, then the message is marked seen at once', () => {
    const { store, sent, say, relayed } = setup();
    store.open(AISYAH);
    sent.length = 0;
    say({ type: 'chat', data: relayed(42, STAFF, 'x1', 'Thanks') });
    expect(sent).toEqual([{ type: '/seen', data: { recipient_id: 42 } }]);
  });

  it('given a minimised panel, when the peer writes, then it is not marked seen', () => {
    const { store, sent, say, relayed } = setup();
    store.open(AISYAH);
    store.setView(42, 'minimized');
    sent.length = 0;
    say({ type: 'chat', data: relayed(42, STAFF, 'x1', 'Thanks') });
    expect(sent).toEqual([]);
  });

  it('given the peer is typing, when the notice arrives, then the indicator shows for 30 s', () => {
    const { store, say } = setup();
    store.open(AISYAH);
    say({ type: 'typing', data: { sender: 42 } });
    const expiresAt = store.getSnapshot().typing[42]!;
    expect(expiresAt - Date.parse('2026-11-02T01:30:00Z')).toBe(30_000);
  });

  it('given the peer was typing, when their message arrives, then the indicator clears', () => {
    const { store, say, relayed } = setup();
    store.open(AISYAH);
    say({ type: 'typing', data: { sender: 42 } });
    say({ type: 'chat', data: relayed(42, STAFF, 'x1', 'Done') });
    expect(store.getSnapshot().typing[42]).toBeUndefined();
  });

  it('given staff type quickly, when keys come within 3 s, then the peer is told once', () => {
    const { store, sent, wait } = setup();
    store.typing(42);
    wait(1000);
    store.typing(42);
    wait(2500);
    store.typing(42);
    expect(sent.filter((message) => message.type === '/typing')).toHaveLength(2);
  });

  it('given provider staff close a panel, when they end the chat, then /end goes to the server', () => {
    const { store, sent } = setup();
    store.open(AISYAH);
    store.close(42, { end: true });
    expect(sent.at(-1)).toEqual({ type: '/end', data: { id: 42 } });
    expect(store.getSnapshot().panels).toEqual([]);
  });

  it('given an open chat, when the server says it ended, then the panel closes', () => {
    const { store, say } = setup();
    store.open(AISYAH);
    say({ type: 'end', data: { id: 42 } });
    expect(store.getSnapshot().panels).toEqual([]);
  });
});
