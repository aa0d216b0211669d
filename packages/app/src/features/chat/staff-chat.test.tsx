import type { RealtimeEvent } from '@strata/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StaffChat } from './staff-chat';
import { StaffChatStore, type ChatConnection } from './staff-chat-store';

const STAFF = 1;
const PEER = { id: 42, name: 'Aisyah' };
/** 09:30 in Kuala Lumpur, 01:30 UTC. */
const NOW = Date.parse('2026-11-02T01:30:00Z');

/** A store over a connection that accepts everything, holding a message Aisyah sent at 09:20. */
function chatWithAisyah() {
  const listeners = new Set<(event: RealtimeEvent) => void>();
  const connection: ChatConnection = {
    send: () => true,
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const store = new StaffChatStore({
    connection,
    selfId: STAFF,
    now: () => NOW,
    newId: () => 's1',
  });
  store.attach();
  store.open(PEER);
  for (const listener of listeners)
    listener({
      type: 'message',
      message: {
        type: 'chat_history',
        data: [
          {
            msg_id: 'a1',
            sender: PEER.id,
            recipient_id: STAFF,
            message: 'Hi, my access card stopped working',
            // The server's wall clock, Malaysian time.
            created_at: '2026-11-02 09:20:00',
            seen: true,
          },
        ],
      },
    });
  return { connection, store };
}

describe('the staff chat', () => {
  it('given a received message, when one replies, then both show Malaysian time whatever the browser clock', async () => {
    const { connection, store } = chatWithAisyah();
    render(
      <StaffChat connection={connection} store={store} selfId={STAFF} canEnd now={() => NOW} />,
    );
    const panel = await screen.findByRole('region', { name: 'Aisyah' });

    await userEvent.type(within(panel).getByRole('textbox'), 'Which door?{Enter}');

    const [received, own] = within(within(panel).getByRole('log')).getAllByRole('listitem');
    expect(received).toHaveTextContent('09:20');
    expect(own).toHaveTextContent('09:30');
  });
});
