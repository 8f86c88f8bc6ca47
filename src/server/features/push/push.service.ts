import { AppError } from '#shared/errors.ts';
import type { PushSubscriptionInput } from '#shared/schemas/push.ts';
import type { PushConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import {
  deletePushSubscriptionByEndpoint,
  deletePushSubscriptionsOf,
  deleteUserPushSubscription,
  listPushSubscriptions,
  upsertPushSubscription,
} from './push.queries.ts';
import type { PushMessage, PushSender } from './web-push-sender.ts';

export type PushDeps = { db: Database; push: PushConfig };

/** `https://*.host` allows any subdomain of host; anything else is an exact origin. */
export function isAllowedPushEndpoint(endpoint: string, allowedOrigins: readonly string[]) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return allowedOrigins.some((allowed) => {
    const wildcard = /^(https?:)\/\/\*\.(.+)$/.exec(allowed);
    if (!wildcard) return url.origin === allowed;
    return url.protocol === wildcard[1] && url.hostname.endsWith(`.${wildcard[2]}`) && !url.port;
  });
}

/** A P-256 public key as browsers send it: 65 bytes, uncompressed (0x04 first); a 16-byte auth secret. */
function hasValidKeys(keys: PushSubscriptionInput['keys']): boolean {
  const publicKey = Buffer.from(keys.p256dh, 'base64url');
  return (
    publicKey.length === 65 &&
    publicKey[0] === 4 &&
    Buffer.from(keys.auth, 'base64url').length === 16
  );
}

export function getPushPublicKey(deps: PushDeps) {
  return { publicKey: deps.push.publicKey };
}

export async function subscribePush(
  deps: PushDeps,
  input: { userId: string; subscription: PushSubscriptionInput },
) {
  const { endpoint, keys } = input.subscription;
  if (!isAllowedPushEndpoint(endpoint, deps.push.allowedEndpointOrigins)) {
    throw new AppError('VALIDATION_FAILED', {
      title: 'Push Not Available',
      userMessage: 'This browser’s push service is not one Emberpath can send to.',
    });
  }
  if (!hasValidKeys(keys)) {
    throw new AppError('VALIDATION_FAILED', {
      title: 'Push Not Available',
      userMessage: 'This browser sent push keys Emberpath cannot use.',
    });
  }
  await upsertPushSubscription(deps.db, {
    userId: input.userId,
    endpoint,
    p256dh: keys.p256dh,
    auth: keys.auth,
  });
  return { endpoint };
}

/** Only the creator's own subscription can be removed; someone else's endpoint removes nothing. */
export async function unsubscribePush(deps: PushDeps, input: { userId: string; endpoint: string }) {
  const removed = await deleteUserPushSubscription(deps.db, input.userId, input.endpoint);
  return { removed };
}

/**
 * Stops push to every browser of the creator: a proof of their address cuts
 * off the devices whoever held the account before had subscribed (decision 033).
 */
export async function forgetPushSubscriptions(deps: { db: Database }, input: { userId: string }) {
  return { removed: await deletePushSubscriptionsOf(deps.db, input.userId) };
}

/**
 * Sends one message to every browser the creator allowed. Subscriptions the
 * push service calls gone (404/410) are deleted; other failures are logged and
 * kept for next time. Never throws: push is a courtesy beside the email.
 */
export async function sendPushToUser(
  deps: { db: Database; sendPush: PushSender; logger: Logger },
  input: { userId: string; message: PushMessage },
) {
  const subscriptions = await listPushSubscriptions(deps.db, input.userId);
  const outcomes = await Promise.all(
    subscriptions.map(async (subscription) => {
      const result = await deps.sendPush(subscription, input.message);
      if (result.outcome === 'gone') {
        await deletePushSubscriptionByEndpoint(deps.db, subscription.endpoint);
      } else if (result.outcome === 'failed') {
        deps.logger.warn(
          { userId: input.userId, status: result.status, err: result.error },
          'web push failed',
        );
      }
      return result.outcome;
    }),
  );
  return {
    sent: outcomes.filter((outcome) => outcome === 'sent').length,
    removed: outcomes.filter((outcome) => outcome === 'gone').length,
  };
}
