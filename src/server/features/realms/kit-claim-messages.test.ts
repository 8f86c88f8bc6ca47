import { describe, expect, it } from 'vitest';
import type { RealmDefinition } from '#shared/content-types.ts';
import { kitStatusEmail } from './kit-claim-messages.ts';
import type { KitClaimRow } from './kit-claims.queries.ts';

const realm: RealmDefinition = { id: 2, title: 'Structure', description: '', quests: [] };
const appUrl = 'https://emberpath.example';
const journeyMap = 'https://emberpath.example/realms';

function claim(change: Partial<KitClaimRow>): KitClaimRow {
  return {
    id: 7,
    userId: 'creator-1',
    realmId: 2,
    name: 'Ada',
    email: 'ada@example.com',
    address: '1 Lane',
    city: null,
    state: null,
    zipCode: null,
    specialInstructions: null,
    status: 'pending',
    createdAt: new Date(),
    packedAt: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    carrier: null,
    trackingNumber: null,
    cancelReason: null,
    personalDataErasedAt: null,
    ...change,
  };
}

const linesOf = (text: string) => text.split('\n');

describe('the kit status emails', () => {
  it.each(['packed', 'delivered'] as const)(
    'a %s kit links to the journey map, at the app’s public address',
    (status) => {
      const { text } = kitStatusEmail(claim({ status }), realm, appUrl);
      expect(linesOf(text)).toContain(`Follow it on your journey map: ${journeyMap}`);
    },
  );

  it('a shipped kit with a known carrier links the tracking number to the carrier’s page', () => {
    const { text } = kitStatusEmail(
      claim({ status: 'shipped', carrier: 'ups', trackingNumber: '1Z999AA10123456784' }),
      realm,
      appUrl,
    );
    expect(linesOf(text)).toContain(
      'Track it with ups: https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(linesOf(text)).toContain(`Follow it on your journey map: ${journeyMap}`);
  });

  it('encodes a tracking number in its link, so what staff typed cannot change the address', () => {
    const { text } = kitStatusEmail(
      claim({ status: 'shipped', carrier: 'FedEx', trackingNumber: '12 34&x=<b>' }),
      realm,
      appUrl,
    );
    expect(linesOf(text)).toContain(
      'Track it with FedEx: https://www.fedex.com/fedextrack/?trknbr=12%2034%26x%3D%3Cb%3E',
    );
  });

  it('an unknown carrier’s tracking number stays plain text, with no link', () => {
    const { text } = kitStatusEmail(
      claim({ status: 'shipped', carrier: 'Bob’s Van', trackingNumber: 'BV-1' }),
      realm,
      appUrl,
    );
    expect(text).toContain('on its way with Bob’s Van. Tracking number: BV-1.');
    expect(text).not.toContain('Track it');
    expect(text.match(/https:\/\//g)).toEqual(['https://']);
  });

  it('a cancelled kit links to where the creator can correct the address and claim again', () => {
    const { text } = kitStatusEmail(
      claim({ status: 'cancelled', cancelReason: 'The address could not be reached.' }),
      realm,
      appUrl,
    );
    expect(text).toContain('was cancelled: The address could not be reached.');
    expect(linesOf(text)).toContain(
      `Correct the address and claim again on your journey map: ${journeyMap}`,
    );
  });
});
