/* Issue 14: Web Push in the service worker (imported by the generated worker through
   workbox.importScripts in vite.config.ts). A push from our server carries JSON
   { id, title, body, link }: it is shown as a notification, and open windows of the app are
   told (they refresh the list and the badge). A click opens the notification's screen — in an
   open window by the app's own router, else in a new one. */
/* global self */
'use strict';

var FALLBACK_LINK = '/tabs/profile/notification';

function safeLink(link) {
  return typeof link === 'string' && link.charAt(0) === '/' && link.charAt(1) !== '/'
    ? link
    : FALLBACK_LINK;
}

function appWindows() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

self.addEventListener('push', function (event) {
  var data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  var title = data.title || 'Спорткарта';
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(title, {
        body: data.body || '',
        icon: '/icons/icon-192.png',
        lang: 'ru',
        tag: data.id || undefined,
        data: { link: safeLink(data.link) },
      }),
      appWindows().then(function (windows) {
        windows.forEach(function (w) {
          w.postMessage({ type: 'sk-push', id: data.id });
        });
      }),
    ]),
  );
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var link = safeLink(event.notification.data && event.notification.data.link);
  event.waitUntil(
    appWindows().then(function (windows) {
      var open = windows.find(function (w) {
        return new URL(w.url).origin === self.location.origin;
      });
      if (open) {
        open.postMessage({ type: 'sk-open', link: link });
        return open.focus();
      }
      return self.clients.openWindow(link);
    }),
  );
});
