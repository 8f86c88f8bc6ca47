import type { RealmDefinition } from '#shared/content-types.ts';
import type { KitClaimStatus } from '#shared/rules/kit-claims.ts';
import { trackingUrlFor } from '#shared/rules/carrier-tracking.ts';
import { paths } from '#shared/paths.ts';
import type { OutgoingEmail } from '../../mail/mail-transport.ts';
import type { NotificationInput } from '../notifications/notifications.service.ts';
import type { KitClaimRow } from './kit-claims.queries.ts';

type Update = { title: string; sentence: string };

/** What the creator is told when staff move their kit on; the realm is named so two kits differ. */
function updateFor(claim: KitClaimRow, realm: RealmDefinition): Update {
  const kit = `Your Realm ${realm.id}: ${realm.title} Ember Kit`;
  const updates: Record<KitClaimStatus, Update> = {
    pending: {
      title: 'Your Ember Kit Claim Was Reopened',
      sentence: `${kit} claim is open again: our team is preparing it.`,
    },
    packed: { title: 'Your Ember Kit is Packed', sentence: `${kit} is packed and ships soon.` },
    shipped: {
      title: 'Your Ember Kit Has Shipped!',
      sentence: `${kit} is on its way with ${claim.carrier}. Tracking number: ${claim.trackingNumber}.`,
    },
    delivered: {
      title: 'Your Ember Kit Was Delivered',
      sentence: `${kit} has been delivered. Enjoy it!`,
    },
    cancelled: {
      title: 'Your Ember Kit Was Cancelled',
      sentence: `${kit} was cancelled: ${claim.cancelReason}`,
    },
  };
  return updates[claim.status];
}

const MAX_BODY_LENGTH = 500;

export function kitStatusNotification(
  claim: KitClaimRow & { userId: string },
  realm: RealmDefinition,
): NotificationInput {
  const update = updateFor(claim, realm);
  const body =
    update.sentence.length > MAX_BODY_LENGTH
      ? `${update.sentence.slice(0, MAX_BODY_LENGTH - 1)}…`
      : update.sentence;
  return {
    recipientId: claim.userId,
    kind: 'kit-status',
    title: update.title,
    body,
    actionPath: paths.realms,
  };
}

/**
 * The email for a kit's new status: plain text, so what staff or the creator
 * typed is never read as markup; the only addresses in it are the app's own
 * and a known carrier's, with the tracking number URL-encoded.
 */
export function kitStatusEmail(
  claim: KitClaimRow,
  realm: RealmDefinition,
  appUrl: string,
): OutgoingEmail {
  const update = updateFor(claim, realm);
  const journeyMap = `${appUrl}${paths.realms}`;
  const trackingUrl =
    claim.status === 'shipped' && trackingUrlFor(claim.carrier, claim.trackingNumber);
  return {
    to: claim.email,
    subject: `${update.title} (Realm ${realm.id}: ${realm.title})`,
    text: [
      `Hi ${claim.name},`,
      '',
      update.sentence,
      '',
      ...(trackingUrl ? [`Track it with ${claim.carrier}: ${trackingUrl}`, ''] : []),
      claim.status === 'cancelled'
        ? `Correct the address and claim again on your journey map: ${journeyMap}`
        : `Follow it on your journey map: ${journeyMap}`,
    ].join('\n'),
  };
}
