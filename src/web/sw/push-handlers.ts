/// <reference lib="webworker" />
import { clickTarget, readPushMessage } from './push-message.ts';

/**
 * Web push in the service worker: bundled into src/web/sw.ts, which imports
 * every src/web/sw/*-handlers.ts. A push shows a notification; a click on it
 * focuses an open Emberpath window (or opens one) at the pushed page.
 */
declare const self: ServiceWorkerGlobalScope;

self.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json();
  } catch {
    // Not JSON: the fallback notice is shown.
  }
  const message = readPushMessage(data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = clickTarget(
    String((event.notification.data as { url?: unknown } | null)?.url ?? '/'),
    self.location.origin,
  );
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        // navigate() works only for windows this worker controls; otherwise open a new one.
        const navigated = await open.navigate(url).catch(() => null);
        if (navigated) {
          await navigated.focus();
          return;
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
