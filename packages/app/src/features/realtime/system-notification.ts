/** An inbox notice as the socket sends it (spec 000 §7 'inbox'). */
export type InboxNotice = { id?: number; title: string; message?: string };

/** What showing a system notification needs; the browser's by default, fakes in tests. */
export type NotificationEnvironment = {
  /** 'granted', 'denied' or 'default'; 'unsupported' when the browser has no notifications. */
  permission: () => NotificationPermission | 'unsupported';
  /** The service worker's registration, when one is active. */
  registration: () => Promise<Pick<ServiceWorkerRegistration, 'showNotification'> | undefined>;
  /** Falls back to a page notification when no service worker runs. */
  show: (title: string, options: NotificationOptions) => void;
};

/** The browser's notification environment. */
export const browserNotifications: NotificationEnvironment = {
  permission: () => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission),
  registration: async () =>
    typeof navigator !== 'undefined' && 'serviceWorker' in navigator
      ? navigator.serviceWorker.getRegistration()
      : undefined,
  show: (title, options) => {
    new Notification(title, options);
  },
};

/**
 * Shows an inbox notice as a system notification (spec 000 §1), only when the user gave
 * permission. Through the service worker when there is one, so a click can focus the app.
 * Returns whether it was shown.
 */
export async function showInboxNotification(
  notice: InboxNotice,
  env: NotificationEnvironment = browserNotifications,
): Promise<boolean> {
  if (env.permission() !== 'granted') return false;
  const options: NotificationOptions = {
    body: notice.message,
    tag: notice.id === undefined ? 'strata-inbox' : `strata-inbox-${notice.id}`,
    icon: '/icons/icon-192.png',
    data: { url: '/d/inbox' },
  };
  const registration = await env.registration();
  if (registration) await registration.showNotification(notice.title, options);
  else env.show(notice.title, options);
  return true;
}
