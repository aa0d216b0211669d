import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { setPreference } from '../../lib/preferences';
import type { PwaEnvironment } from '../../lib/service-worker';
import { signedIn } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { NotificationSettingsModal } from './notification-settings-modal';

/** The browser's notification permission, fixed per story so the picture never depends on it. */
function environment(
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
): PwaEnvironment {
  let current = permission;
  return {
    permission: () => current,
    requestPermission: fn(async () => (current = answer)),
    register: fn(async () => ({})),
  };
}

const routesFor = (env: PwaEnvironment) =>
  storyRoutes({
    shell: [{ path: 'notification', element: <NotificationSettingsModal env={env} /> }],
  });

const routes = routesFor(environment('default', 'granted'));

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

export const AllowSystemNotifications: Story = {
  args: { routes: routesFor(environment('default', 'granted')) },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Notification' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Allow System notifications' }),
    );
    await expect(
      await within(dialog).findByText('Inbox notices show as system notifications.'),
    ).toBeVisible();
  },
};

export const SystemNotificationsBlocked: Story = {
  args: { routes: routesFor(environment('denied')) },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Notification' });
    await expect(
      within(dialog).getByText(
        "Notifications are blocked. Allow them in this browser's site settings.",
      ),
    ).toBeVisible();
  },
};
