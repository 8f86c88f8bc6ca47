/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * The service worker (built by vite-plugin-pwa, see vite-pwa.config.ts). It
 * keeps the app shell so the app opens without a network; the creator's data
 * comes from the app's own copy in local storage, never from this worker.
 */
declare const self: ServiceWorkerGlobalScope;

// Every hashed file of this build; files of older builds are dropped once this one activates.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any screen's address opens the cached page, online or not. The API, its sign-in
// callbacks, file downloads and the health checks always go to the server, uncached.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/healthz$/, /^\/readyz$/],
  }),
);

// The first install takes over the page already open, so a later update's 'Reload'
// reaches it too (an uncontrolled page never hears that a new worker took over).
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// A new version waits until the creator chooses 'Reload' (workbox-window sends this).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Other features add their own worker events (web push: push, notificationclick) as
// src/web/sw/<name>-handlers.ts; each is bundled into this worker by this line.
import.meta.glob('./sw/*-handlers.ts', { eager: true });
