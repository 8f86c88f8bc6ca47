/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { notify } from '#web/lib/notify.ts';

/** An app left open for days still hears of a new version. */
const CHECK_FOR_UPDATE_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (src/web/sw.ts). A new version waits until
 * the creator chooses 'Reload', so nothing changes under them mid-answer.
 */
export function registerServiceWorker(): void {
  // Reloads once the new version controls this page. workbox-window reloads by itself only
  // for a page a worker already controlled when it loaded, not on a first visit.
  function reloadWithNewVersion() {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    return activateWaitingVersion();
  }

  const activateWaitingVersion = registerSW({
    onNeedRefresh() {
      notify('info', 'Update available', {
        // workbox-window may report the waiting worker more than once: one toast.
        id: 'update-available',
        description: 'A new version of Emberpath is ready.',
        duration: Infinity,
        action: { label: 'Reload', onClick: () => void reloadWithNewVersion() },
        // A full-size touch target; sonner's default button is 24 px high.
        actionButtonStyle: { height: 44, paddingInline: 16 },
      });
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      window.setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, CHECK_FOR_UPDATE_EVERY_MS);
    },
  });
}
