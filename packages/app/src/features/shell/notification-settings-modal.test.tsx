import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PwaEnvironment } from '../../lib/service-worker';
import { signedIn } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { NotificationSettingsModal } from './notification-settings-modal';

function openSettings(env: PwaEnvironment) {
  const routes = storyRoutes({
    shell: [{ path: 'notification', element: <NotificationSettingsModal env={env} /> }],
  });
  render(<StoryApp path="/d/notification" routes={routes} session={signedIn('admin')} />);
  return screen.findByRole('dialog', { name: 'Notification' });
}

describe('NotificationSettingsModal system notifications', () => {
  it('given permission was never asked, when Allow is clicked, then the browser asks and the service worker registers', async () => {
    let permission: NotificationPermission = 'default';
    const env: PwaEnvironment = {
      permission: () => permission,
      requestPermission: vi.fn(
        async (): Promise<NotificationPermission> => (permission = 'granted'),
      ),
      register: vi.fn(async () => ({})),
    };
    const dialog = await openSettings(env);

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Allow System notifications' }),
    );

    expect(env.requestPermission).toHaveBeenCalledOnce();
    expect(env.register).toHaveBeenCalledWith('/sw.js');
    expect(
      await within(dialog).findByText('Inbox notices show as system notifications.'),
    ).toBeVisible();
  });

  it('given the user refuses, when Allow is clicked, then no service worker registers and the block is explained', async () => {
    const env: PwaEnvironment = {
      permission: () => 'default',
      requestPermission: async () => 'denied',
      register: vi.fn(async () => ({})),
    };
    const dialog = await openSettings(env);

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Allow System notifications' }),
    );

    expect(env.register).not.toHaveBeenCalled();
    expect(
      await within(dialog).findByText(
        "Notifications are blocked. Allow them in this browser's site settings.",
      ),
    ).toBeVisible();
  });

  it('given notifications were allowed before, when the settings open, then no Allow button shows', async () => {
    const dialog = await openSettings({
      permission: () => 'granted',
      requestPermission: async () => 'granted',
    });

    expect(within(dialog).getByText('Inbox notices show as system notifications.')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /Allow/ })).toBeNull();
  });
});
