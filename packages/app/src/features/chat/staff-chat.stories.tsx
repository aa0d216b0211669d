import type { RealtimeEvent, ServerMessage } from '@strata/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StaffChat } from './staff-chat';
import { StaffChatStore, type ChatConnection } from './staff-chat-store';

const STAFF = 1;
const NOW = Date.parse('2026-11-02T09:30:00+08:00');

/** A connection the story speaks for: it accepts every message and replays server messages. */
function scriptedChat(script: ServerMessage[], peer = { id: 42, name: 'Aisyah' }) {
  const listeners = new Set<(event: RealtimeEvent) => void>();
  const connection: ChatConnection = {
    send: () => true,
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  let ids = 0;
  const store = new StaffChatStore({
    connection,
    selfId: STAFF,
    now: () => NOW,
    newId: () => `s${++ids}`,
  });
  store.attach();
  store.open(peer);
  for (const message of script) {
    for (const listener of listeners) listener({ type: 'message', message });
  }
  return { connection, store };
}

const history = (seen: boolean): ServerMessage => ({
  type: 'chat_history',
  data: [
    {
      msg_id: 'a1',
      sender: 42,
      recipient_id: STAFF,
      message: 'Hi, my access card stopped working :sad:',
      created_at: '2026-11-02 09:20:00',
      seen: true,
    },
    {
      msg_id: 'a2',
      sender: STAFF,
      recipient_id: 42,
      message: 'Sorry to hear that. Which door?',
      created_at: '2026-11-02 09:22:00',
      seen,
    },
  ],
});

const meta = {
  title: 'Screens/StaffChat',
  component: StaffChat,
  parameters: { layout: 'fullscreen' },
  args: { selfId: STAFF, canEnd: true, now: () => NOW, connection: null },
  decorators: [
    (Story) => (
      <div className="min-h-[420px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StaffChat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {
  args: scriptedChat([history(false)]),
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Aisyah' });
    const log = within(panel).getByRole('log');
    await expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    await expect(log).toHaveTextContent('Delivered');
    await userEvent.type(within(panel).getByRole('textbox'), 'The lobby door{Enter}');
    await expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(log).getAllByRole('listitem').at(-1)).toHaveTextContent('Sent');
    // Received and own messages both in Malaysian time, whatever the browser's clock.
    await expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent('09:20');
    await expect(within(log).getAllByRole('listitem').at(-1)).toHaveTextContent('09:30');
  },
};

export const SeenAndTyping: Story = {
  args: scriptedChat([history(true), { type: 'typing', data: { sender: 42 } }]),
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Aisyah' });
    await expect(within(panel).getByRole('log')).toHaveTextContent('Seen');
    await expect(panel).toHaveTextContent('Aisyah is typing…');
  },
};

export const OwnerSide: Story = {
  args: { ...scriptedChat([history(true)], { id: 7, name: 'Strata Support' }), canEnd: false },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Strata Support' });
    // Only provider staff end a chat (spec 000 §6); others can only minimise it.
    await expect(within(panel).queryByRole('button', { name: 'Close chat' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Minimise chat' }));
    await expect(within(panel).queryByRole('log')).toBeNull();
  },
};

export const Malay: Story = {
  args: scriptedChat([history(true), { type: 'typing', data: { sender: 42 } }]),
  globals: { locale: 'ms', viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Aisyah' })).toBeVisible();
  },
};
