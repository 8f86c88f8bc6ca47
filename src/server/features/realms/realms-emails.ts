import type { RealmDefinition } from '#shared/content-types.ts';
import type { rewardClaim } from '../../db/schema/journey.ts';
import type { OutgoingEmail } from '../../mail/mail-transport.ts';

type ClaimForEmail = Pick<
  typeof rewardClaim.$inferSelect,
  'name' | 'email' | 'address' | 'city' | 'state' | 'zipCode' | 'specialInstructions'
>;

/** Tells the staff an Ember Kit is waiting to be prepared and shipped. */
export function kitClaimEmail(
  to: string,
  realm: RealmDefinition,
  claim: ClaimForEmail,
): OutgoingEmail {
  const place = [claim.city, claim.state, claim.zipCode].filter(Boolean).join(', ');
  return {
    to,
    subject: `Ember Kit to ship: ${claim.name} completed Realm ${realm.id} ${realm.title}`,
    text: [
      `${claim.name} (${claim.email}) has completed Realm ${realm.id}: ${realm.title}.`,
      '',
      'Ship their Ember Kit to:',
      claim.name,
      claim.address,
      ...(place ? [place] : []),
      '',
      claim.specialInstructions
        ? `Special instructions: ${claim.specialInstructions}`
        : 'No special instructions.',
    ].join('\n'),
  };
}
