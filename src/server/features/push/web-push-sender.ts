import webPush from 'web-push';
import type { PushConfig } from '../../config.ts';
import type { StoredPushSubscription } from './push.queries.ts';

/** What the service worker's push handler shows (src/web/sw/push-handlers.ts). */
export type PushMessage = { title: string; body: string; url: string; tag: string };

export type PushOutcome = 'sent' | 'gone' | 'failed';

export type PushSender = (
  subscription: StoredPushSubscription,
  message: PushMessage,
) => Promise<{ outcome: PushOutcome; status?: number; error?: string }>;

const SEND_TIMEOUT_MS = 10_000;
// A reminder a day late is noise: push services drop it after 12 hours.
const TIME_TO_LIVE_SECONDS = 12 * 60 * 60;

/**
 * Encrypts (RFC 8291, aes128gcm) and signs (VAPID) with `web-push`, then
 * POSTs with fetch: one HTTP client for every endpoint, with a timeout and no
 * redirects. 404 and 410 mean the browser dropped the subscription.
 */
export function createWebPushSender(config: PushConfig): PushSender {
  return async (subscription, message) => {
    const request = webPush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(message),
      {
        vapidDetails: {
          subject: config.subject,
          publicKey: config.publicKey,
          privateKey: config.privateKey,
        },
        TTL: TIME_TO_LIVE_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
        topic: message.tag,
      },
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        // fetch computes the length itself.
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ? new Uint8Array(request.body) : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return { outcome: 'sent', status: response.status };
      const isGone = response.status === 404 || response.status === 410;
      return { outcome: isGone ? 'gone' : 'failed', status: response.status };
    } catch (error) {
      return { outcome: 'failed', error: error instanceof Error ? error.message : String(error) };
    }
  };
}
