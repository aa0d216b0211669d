import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chatReducer, conversation, createChatState, type ChatAction } from './chat';
import type { ChatMessage } from './messages';

const SELF = 1;
const PEER = 2;

const outgoing = { msg_id: 'm1', recipient_id: PEER, message: 'Hai :wink:', created_at: '09:30' };
const relayed = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  msg_id: 'm1',
  sender: SELF,
  recipient_id: PEER,
  message: 'Hai :wink:',
  created_at: '09:30',
  seen: false,
  ...overrides,
});

describe('chatReducer', () => {
  it('given a message this user sends, then it shows as sent from them', () => {
    const state = chatReducer(createChatState(SELF), { type: 'send', message: outgoing });

    expect(state.messages).toEqual([{ ...outgoing, sender: SELF, status: 'sent' }]);
  });

  it('given a sent message, when the server relays it back, then it is delivered', () => {
    const sent = chatReducer(createChatState(SELF), { type: 'send', message: outgoing });

    const state = chatReducer(sent, { type: 'receive', message: relayed() });

    expect(state.messages.map((entry) => entry.status)).toEqual(['delivered']);
  });

  it('given a delivered message, when the peer has seen it, then it is seen', () => {
    let state = chatReducer(createChatState(SELF), { type: 'send', message: outgoing });
    state = chatReducer(state, { type: 'receive', message: relayed() });

    state = chatReducer(state, { type: 'seen', by: PEER });

    expect(state.messages.map((entry) => entry.status)).toEqual(['seen']);
  });

  it('given a seen message, when a late relay arrives, then it stays seen', () => {
    let state = chatReducer(createChatState(SELF), { type: 'send', message: outgoing });
    state = chatReducer(state, { type: 'seen', by: PEER });
    const before = state;

    state = chatReducer(state, { type: 'receive', message: relayed() });

    expect(state).toBe(before);
    expect(state.messages.map((entry) => entry.status)).toEqual(['seen']);
  });

  it('given a message from the peer, then it is added as delivered', () => {
    const state = chatReducer(createChatState(SELF), {
      type: 'receive',
      message: relayed({ msg_id: 'p1', sender: PEER, recipient_id: SELF, message: 'Ok :ok:' }),
    });

    expect(state.messages).toEqual([
      {
        msg_id: 'p1',
        sender: PEER,
        recipient_id: SELF,
        message: 'Ok :ok:',
        created_at: '09:30',
        status: 'delivered',
      },
    ]);
  });

  it('given history with a seen message, then it is listed as seen, in server order', () => {
    const state = chatReducer(createChatState(SELF), {
      type: 'history',
      messages: [relayed({ msg_id: 'a', seen: true }), relayed({ msg_id: 'b' })],
    });

    expect(state.messages.map((entry) => [entry.msg_id, entry.status])).toEqual([
      ['a', 'seen'],
      ['b', 'delivered'],
    ]);
  });

  it('given history repeating known messages, then nothing is listed twice and nothing changes', () => {
    const first = chatReducer(createChatState(SELF), { type: 'history', messages: [relayed()] });

    expect(chatReducer(first, { type: 'history', messages: [relayed()] })).toBe(first);
  });

  it('given the same message sent twice, then it is listed once', () => {
    const once = chatReducer(createChatState(SELF), { type: 'send', message: outgoing });

    expect(chatReducer(once, { type: 'send', message: outgoing })).toBe(once);
  });

  it('given seen from another peer, then messages to this peer are unchanged', () => {
    const state = chatReducer(createChatState(SELF), { type: 'send', message: outgoing });

    expect(chatReducer(state, { type: 'seen', by: 3 })).toBe(state);
  });

  it('given seen from the peer, then the peer’s own messages keep their status', () => {
    const state = chatReducer(createChatState(SELF), {
      type: 'receive',
      message: relayed({ msg_id: 'p1', sender: PEER, recipient_id: SELF }),
    });

    expect(chatReducer(state, { type: 'seen', by: PEER })).toBe(state);
  });

  it('never moves a status backwards and never lists a message twice', () => {
    const rank = { sent: 0, delivered: 1, seen: 2 } as const;
    const id = fc.constantFrom('a', 'b', 'c');
    const action: fc.Arbitrary<ChatAction> = fc.oneof(
      id.map((msg_id) => ({ type: 'send' as const, message: { ...outgoing, msg_id } })),
      fc
        .record({ msg_id: id, seen: fc.boolean() })
        .map((fields) => ({ type: 'receive' as const, message: relayed(fields) })),
      fc
        .array(fc.record({ msg_id: id, seen: fc.boolean() }))
        .map((list) => ({ type: 'history' as const, messages: list.map((f) => relayed(f)) })),
      fc.constantFrom(PEER, 3).map((by) => ({ type: 'seen' as const, by })),
    );
    fc.assert(
      fc.property(fc.array(action), (actions) => {
        let state = createChatState(SELF);
        for (const next of actions) {
          const after = chatReducer(state, next);
          for (const entry of state.messages) {
            const now = after.messages.find((item) => item.msg_id === entry.msg_id)!;
            expect(rank[now.status]).toBeGreaterThanOrEqual(rank[entry.status]);
          }
          const ids = after.messages.map((entry) => entry.msg_id);
          expect(new Set(ids).size).toBe(ids.length);
          state = after;
        }
      }),
    );
  });
});

describe('conversation', () => {
  it('given messages with two peers, then a panel shows only its peer’s, both directions', () => {
    let state = chatReducer(createChatState(SELF), { type: 'send', message: outgoing });
    state = chatReducer(state, {
      type: 'receive',
      message: relayed({ msg_id: 'p1', sender: PEER, recipient_id: SELF }),
    });
    state = chatReducer(state, {
      type: 'receive',
      message: relayed({ msg_id: 'x1', sender: 3, recipient_id: SELF }),
    });

    expect(conversation(state, PEER).map((entry) => entry.msg_id)).toEqual(['m1', 'p1']);
    expect(conversation(state, 3).map((entry) => entry.msg_id)).toEqual(['x1']);
  });
});
