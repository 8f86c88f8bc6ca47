import { paths, withQuery } from '#shared/paths.ts';
import type { Database } from '../db/client.ts';
import { getBuddyVisibility } from '../features/buddies/buddy-blocks.service.ts';
import type { NotificationInput } from '../features/notifications/notifications.service.ts';
import { forgetShippingAddress, getProfile } from '../features/profile/profile.service.ts';
import { findUserById } from './users.queries.ts';

/** Where the owner's notice leads when there is a profile to look at: a card there clears it. */
const reviewProfilePath = withQuery(paths.editProfile, { review: 'before-proof' });

/**
 * What the holder of a never-proven account set that is not a way in but acts
 * for the account (decision 033), read when someone proves its address by
 * choosing a new password: that person may not be who set it up. The shipping
 * address goes at once (the kit form would ship to it); the rest is only
 * named, for the owner to keep or clear in one tap (DELETE /api/profile).
 */
export async function reviewSetBeforeProof(tx: Database, userId: string) {
  const profile = await getProfile({ db: tx }, { userId });
  const holder = await findUserById(tx, userId);
  const { isFindable } = await getBuddyVisibility({ db: tx }, { userId });
  const named: Array<string | false> = [
    profile.name.trim() !== '' && 'a display name',
    profile.bio.trim() !== '' && 'a bio',
    profile.links.length > 0 && 'links',
    profile.hasAvatar && 'a picture',
    holder?.timeZoneFollowsDevice === false && 'a time zone chosen by hand',
    isFindable && 'a listing in Find a Realm Buddy',
  ];
  const { removed } = await forgetShippingAddress({ db: tx }, { userId });
  return {
    setBefore: named.filter((item) => item !== false),
    removed: removed ? ['the shipping address'] : [],
  };
}

function listed(items: string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The owner's one notice after a proof that changed something they may rely
 * on, or found a profile they may not have filled in; none when nothing did.
 */
export function proofNotice(
  recipientId: string,
  change: { setBefore: string[]; removed: string[] },
): NotificationInput | undefined {
  const { setBefore, removed } = change;
  if (setBefore.length === 0 && removed.length === 0) return undefined;
  const sentences = [
    setBefore.length > 0 &&
      `Before your address was confirmed, this account already had ${listed(setBefore)}. ` +
        'If you did not set them, clear them in one tap.',
    removed.length === 1 &&
      `To keep the account yours alone, ${removed[0]} was removed: ` +
        'set it up again in Settings if it was yours.',
    removed.length > 1 &&
      `To keep the account yours alone, ${listed(removed)} were removed: ` +
        'set them up again in Settings if they were yours.',
  ];
  return {
    recipientId,
    kind: 'account-secured',
    title:
      setBefore.length > 0
        ? 'Set before your address was confirmed'
        : 'Your account is yours alone',
    body: sentences.filter((sentence) => sentence !== false).join(' '),
    actionPath: setBefore.length > 0 ? reviewProfilePath : paths.settings,
  };
}
