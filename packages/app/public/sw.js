/* global self */
// Strata's service worker (spec 000 §1): registered only after the user allows notifications.
// It shows inbox notifications and focuses (or opens) the app when one is clicked. It caches
// nothing: the dashboard is live data, and the app shows its own offline page.
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// A push from the server, when one is configured: { title, message, url }.
self.addEventListener('push', (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = { title: event.data ? event.data.text() : '' };
  }
  if (!notice.title) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.message,
      icon: '/icons/icon-192.png',
      tag: notice.id === undefined ? 'strata-inbox' : `strata-inbox-${notice.id}`,
      data: { url: notice.url || '/d/inbox' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(
    (event.notification.data && event.notification.data.url) || '/d/dashboard',
    self.location.origin,
  ).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      if (open) return open.focus().then((client) => client.navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});
