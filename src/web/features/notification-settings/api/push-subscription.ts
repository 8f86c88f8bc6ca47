import { AppError } from '#shared/errors.ts';
import { apiClient } from '#web/lib/api-client.ts';

/**
 * Web push on this device: the browser's PushSubscription, made through the
 * app's service worker (src/web/sw.ts, whose push handlers live in
 * src/web/sw/push-handlers.ts) and kept on the server.
 */

export type PushAvailability = 'available' | 'unsupported' | 'blocked';

const WORKER_WAIT_MS = 5_000;

export function pushAvailability(): PushAvailability {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'available';
}

const pushError = (userMessage: string) =>
  new AppError('VALIDATION_FAILED', { title: 'Push Not Available', userMessage });

/** The service worker once it is active; it registers after the first paint, so wait a little. */
async function activeWorker(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(
      () =>
        reject(
          pushError(
            'The app’s background worker is not running yet. Reload the page and try again.',
          ),
        ),
      WORKER_WAIT_MS,
    ),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

function toKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

async function sendToServer(subscription: PushSubscription): Promise<void> {
  const json = subscription.toJSON();
  await apiClient.api.push.subscriptions.$post({
    json: {
      endpoint: subscription.endpoint,
      expirationTime: subscription.expirationTime,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  });
}

/** This browser's subscription, if it has one (never waits for the worker). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushAvailability() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission, subscribes through the service worker with the
 * server's VAPID key, and stores the subscription for the signed-in creator.
 */
export async function subscribeThisDevice(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw pushError('Notifications are blocked for Emberpath in this browser’s settings.');
  }
  const registration = await activeWorker();
  const { publicKey } = await (await apiClient.api.push['public-key'].$get()).json();
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: toKeyBytes(publicKey),
    });
  } catch {
    throw pushError('This browser could not reach its push service. Try again later.');
  }
  await sendToServer(subscription);
}

/** Stops push to this device: forgotten by the server, then by the browser. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await apiClient.api.push.subscriptions.$delete({ json: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/** Re-sends this device's subscription (it follows the creator now signed in here). */
export async function resyncThisDevice(subscription: PushSubscription): Promise<void> {
  await sendToServer(subscription);
}
