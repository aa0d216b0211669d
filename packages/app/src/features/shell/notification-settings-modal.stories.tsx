import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { setPreference } from '../../lib/preferences';
import { signedIn } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { NotificationSettingsModal } from './notification-settings-modal';

const routes = storyRoutes({
  shell: [{ path: 'notification', element: <NotificationSettingsModal /> }],
});

const meta = {
  title: 'Screens/Notification Settings',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/d/notification', routes, session: signedIn('admin') },
  // Every story starts from the defaults and leaves them behind.
  beforeEach: () => {
    setPreference('muteSounds', false);
    setPreference('hideToasts', false);
    return () => {
      setPreference('muteSounds', false);
      setPreference('hideToasts', false);
    };
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Notification' });
    await expect(within(dialog).getByRole('switch', { name: 'Mute sounds' })).not.toBeChecked();
    await expect(within(dialog).getByRole('switch', { name: 'Hide toasts' })).not.toBeChecked();
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Pemberitahuan' });
    await expect(within(dialog).getByRole('switch', { name: 'Senyapkan bunyi' })).toBeVisible();
  },
};

export const MutedAndHidden: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Notification' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Mute sounds' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Hide toasts' }));
    await expect(within(dialog).getByRole('switch', { name: 'Mute sounds' })).toBeChecked();
    await expect(localStorage.getItem('strata.hideToasts')).toBe('1');
  },
};
