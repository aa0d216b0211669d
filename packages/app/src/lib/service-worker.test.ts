import { describe, expect, it, vi } from 'vitest';
import {
  enableNotifications,
  registerServiceWorkerIfPermitted,
  type PwaEnvironment,
} from './service-worker';

function environment(
  permission: NotificationPermission | 'unsupported',
  answer: NotificationPermission = 'granted',
) {
  return {
    permission: vi.fn(() => permission),
    requestPermission: vi.fn(async () => answer),
    register: vi.fn(async () => ({})),
  } satisfies PwaEnvironment;
}

describe('the service worker', () => {
  it('given notifications are not allowed yet, when the app starts, then no worker is registered', async () => {
    const env = environment('default');
    expect(await registerServiceWorkerIfPermitted(env)).toBe(false);
    expect(env.register).not.toHaveBeenCalled();
  });

  it('given notifications were allowed before, when the app starts, then /sw.js is registered', async () => {
    const env = environment('granted');
    expect(await registerServiceWorkerIfPermitted(env)).toBe(true);
    expect(env.register).toHaveBeenCalledWith('/sw.js');
  });

  it('given the user allows notifications, when asked, then the worker is registered', async () => {
    const env = environment('default', 'granted');
    expect(await enableNotifications(env)).toBe('granted');
    expect(env.register).toHaveBeenCalledWith('/sw.js');
  });

  it('given the user blocks notifications, when asked, then no worker is registered', async () => {
    const env = environment('default', 'denied');
    expect(await enableNotifications(env)).toBe('denied');
    expect(env.register).not.toHaveBeenCalled();
  });

  it('given a browser without notifications, when asked, then nothing is requested', async () => {
    const env = environment('unsupported');
    expect(await enableNotifications(env)).toBe('unsupported');
    expect(env.requestPermission).not.toHaveBeenCalled();
  });

  it('given the browser refuses the registration, when the app starts, then it carries on', async () => {
    const env = {
      ...environment('granted'),
      register: vi.fn(() => Promise.reject(new Error('no'))),
    };
    expect(await registerServiceWorkerIfPermitted(env)).toBe(false);
  });
});
