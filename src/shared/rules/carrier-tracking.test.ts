import { describe, expect, it } from 'vitest';
import { trackingUrlFor } from './carrier-tracking.ts';

describe('trackingUrlFor', () => {
  it('links the well-known carriers to their https tracking pages', () => {
    expect(trackingUrlFor('UPS', '1Z999AA10123456784')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(trackingUrlFor('USPS', '9400100000000000000000')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    );
    expect(trackingUrlFor('FedEx', '123456789012')).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=123456789012',
    );
    expect(trackingUrlFor('DHL', 'JD014600003SE')).toMatch(/^https:\/\/www\.dhl\.com\//);
  });

  it('matches the carrier as staff typed it, whatever the case, spaces or dots', () => {
    const ups = 'https://www.ups.com/track?tracknum=1Z';
    expect(trackingUrlFor('ups', '1Z')).toBe(ups);
    expect(trackingUrlFor('  U.P.S. ', '1Z')).toBe(ups);
    expect(trackingUrlFor('Fed Ex', '1')).toBe(trackingUrlFor('FEDEX', '1'));
    expect(trackingUrlFor('United States Postal Service', '1')).toBe(trackingUrlFor('usps', '1'));
    expect(trackingUrlFor('royal mail', 'AB1')).toMatch(/^https:\/\/www\.royalmail\.com\//);
  });

  it('encodes the tracking number, so it cannot change the address it sits in', () => {
    expect(trackingUrlFor('UPS', '1Z 99&x=<b>"#/?')).toBe(
      'https://www.ups.com/track?tracknum=1Z%2099%26x%3D%3Cb%3E%22%23%2F%3F',
    );
  });

  it('gives no link for an unknown carrier, or without a tracking number', () => {
    expect(trackingUrlFor('Bob’s Van', '123')).toBeNull();
    expect(trackingUrlFor('UPS Freight Partners of Somewhere', '123')).toBeNull();
    expect(trackingUrlFor('', '123')).toBeNull();
    expect(trackingUrlFor('UPS', '')).toBeNull();
    expect(trackingUrlFor(null, null)).toBeNull();
  });
});
