import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scriptedRealtime, WithRealtime, type ScriptedRealtime } from '../testing/fake-realtime';
import { signedIn } from '../testing/session-fixtures';
import { StoryApp } from '../testing/story-app';
import { StartChatContext, UserPresence, type ChatPeerRef } from './presence';

const PEOPLE: ChatPeerRef[] = [
  { id: 7, name: 'Aminah Admin' },
  { id: 8, name: 'Ganesh Guard' },
  { id: 9, name: 'Olivia Owner' },
];

/** A list of users as a screen shows them, each with its presence, and who a chat was opened with. */
function People() {
  const [chats, setChats] = useState<string[]>([]);
  return (
    <StartChatContext.Provider value={(peer) => setChats((all) => [...all, peer.name])}>
      <main className="p-6">
        <h1 className="mb-4 text-xl font-semibold">People</h1>
        <ul aria-label="People" className="flex flex-col gap-2">
          {PEOPLE.map((person) => (
            <li key={person.id} className="flex items-center gap-2">
              {person.name}
              <UserPresence user={person} />
            </li>
          ))}
        </ul>
        <p role="status" className="mt-4 text-sm">
          {chats.length ? `Chat opened with ${chats.join(', ')}` : 'No chat opened'}
        </p>
      </main>
    </StartChatContext.Provider>
  );
}

const meta = {
  title: 'Lib/UserPresence',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/people',
    routes: [{ path: '/d/people', element: <People /> }],
    session: signedIn('super'),
  },
  loaders: [async () => ({ realtime: scriptedRealtime([{ type: 'users', data: [7, 9] }]) })],
  render: (args, { loaded }) => (
    <WithRealtime realtime={loaded.realtime as ScriptedRealtime}>
      <StoryApp {...args} />
    </WithRealtime>
  ),
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Provider staff see who is online (from `users`) and open a chat with them. */
export const ProviderStaff: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Aminah Admin is online' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Ganesh Guard is offline' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Chat with Ganesh Guard' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Chat with Aminah Admin' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Chat opened with Aminah Admin');
  },
};

/** `new_user` brings a user online and `remove_user` takes them off, live. */
export const ComesAndGoes: Story = {
  play: async ({ canvas, loaded }) => {
    const realtime = loaded.realtime as ScriptedRealtime;
    await canvas.findByRole('img', { name: 'Ganesh Guard is offline' });
    realtime.serverSays({ type: 'new_user', data: { id: 8 } });
    await expect(
      await canvas.findByRole('button', { name: 'Chat with Ganesh Guard' }),
    ).toBeVisible();
    realtime.serverSays({ type: 'remove_user', data: { id: 7 } });
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Aminah Admin is offline' })).toBeVisible(),
    );
    await expect(canvas.queryByRole('button', { name: 'Chat with Aminah Admin' })).toBeNull();
  },
};

/** Other staff see who is online (spec 000 §2), but not who is offline, and start no chat. */
export const NotProviderStaff: Story = {
  args: { session: signedIn('admin') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Aminah Admin is online' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Olivia Owner is online' })).toBeVisible();
    await expect(within(canvas.getByRole('list')).getAllByRole('img')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: /^Chat with/ })).toBeNull();
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('img', { name: 'Aminah Admin dalam talian' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sembang dengan Aminah Admin' })).toBeVisible();
  },
};
