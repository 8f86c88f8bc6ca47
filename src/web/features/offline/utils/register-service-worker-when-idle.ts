import { runWhenIdle } from '#web/lib/when-idle.ts';

/**
 * Registers the service worker once the page has loaded and the browser is
 * idle: its code (workbox-window) and the precaching it starts stay out of
 * the first paint and the first-load budget (docs/decisions/002).
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  runWhenIdle(
    () =>
      void import('./register-service-worker.ts').then((module) => module.registerServiceWorker()),
  );
}
