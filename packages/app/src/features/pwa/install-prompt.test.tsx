import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { InstallPrompt } from './install-prompt';
import { INSTALL_DISMISSED_KEY } from './use-install-prompt';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

function offer(target: EventTarget, outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

const env = {
  permission: () => 'default' as const,
  requestPermission: async () => 'default' as const,
};

function mount(target: EventTarget, storage = memoryStorage()) {
  i18n.activate('en');
  render(
    <I18nProvider i18n={i18n}>
      <InstallPrompt target={target as Window} storage={storage} env={env} />
    </I18nProvider>,
  );
  return storage;
}

describe('the install prompt', () => {
  it('given the browser has not offered installing, when the shell shows, then there is no banner', () => {
    mount(new EventTarget());
    expect(screen.queryByRole('complementary', { name: 'Install Strata' })).toBeNull();
  });

  it('given the browser offers installing, when the event comes, then the banner shows', async () => {
    const target = new EventTarget();
    mount(target);
    const event = offer(target);
    expect(
      await screen.findByRole('complementary', { name: 'Install Strata' }),
    ).toBeInTheDocument();
    expect(event.defaultPrevented).toBe(true);
  });

  it('given the banner, when the user presses Install, then the browser prompt opens', async () => {
    const target = new EventTarget();
    mount(target);
    const event = offer(target);
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('complementary', { name: 'Install Strata' })).toBeNull();
  });

  it('given the banner, when the user says not now, then it goes and is remembered', async () => {
    const target = new EventTarget();
    const storage = mount(target);
    offer(target);
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('complementary', { name: 'Install Strata' })).toBeNull();
    expect(storage.getItem(INSTALL_DISMISSED_KEY)).toBe('1');
  });

  it('given the user declined before, when the browser offers again, then no banner shows', () => {
    const target = new EventTarget();
    mount(target, memoryStorage({ [INSTALL_DISMISSED_KEY]: '1' }));
    offer(target);
    expect(screen.queryByRole('complementary', { name: 'Install Strata' })).toBeNull();
  });
});
