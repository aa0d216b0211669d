/** Where the service worker lives (packages/app/public/sw.js). */
export const SERVICE_WORKER_URL = '/sw.js';

/** What registering the service worker needs; the browser's by default, fakes in tests. */
export type PwaEnvironment = {
  /** 'granted', 'denied' or 'default'; 'unsupported' without the Notifications API. */
  permission: () => NotificationPermission | 'unsupported';
  /** Asks the user for notification permission. */
  requestPermission: () => Promise<NotificationPermission>;
  /** Registers the worker; undefined when the browser has no service workers. */
  register?: (url: string) => Promise<unknown>;
};

/** The browser's environment. */
export const browserPwa: PwaEnvironment = {
  permission: () => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission),
  requestPermission: () => Notification.requestPermission(),
  register:
    typeof navigator !== 'undefined' && 'serviceWorker' in navigator
      ? (url) => navigator.serviceWorker.register(url, { scope: '/' })
      : undefined,
};

/**
 * Registers the service worker, only once the user has allowed notifications (spec 000 §1).
 * Returns whether it was registered.
 */
export async function registerServiceWorkerIfPermitted(
  env: PwaEnvironment = browserPwa,
): Promise<boolean> {
  if (env.permission() !== 'granted') return false;
  return register(env);
}

async function register(env: PwaEnvironment): Promise<boolean> {
  if (!env.register) return false;
  try {
    await env.register(SERVICE_WORKER_URL);
    return true;
  } catch {
    // A refused registration (private mode, an old browser) leaves page notifications working.
    return false;
  }
}

/**
 * Asks for notification permission (from a user's click) and, when granted, registers the
 * service worker. Resolves to the permission the user gave.
 */
export async function enableNotifications(
  env: PwaEnvironment = browserPwa,
): Promise<NotificationPermission | 'unsupported'> {
  if (env.permission() === 'unsupported') return 'unsupported';
  const permission = env.permission() === 'granted' ? 'granted' : await env.requestPermission();
  if (permission === 'granted') await register(env);
  return permission;
}
