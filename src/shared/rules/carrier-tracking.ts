// Kept free of zod and the server: the journey map may link a tracking number too.

/**
 * The well-known carriers' public tracking pages; `{number}` is replaced by the
 * URL-encoded tracking number. Staff type the carrier as free text in the kit
 * claims console, so each carrier is known by the few ways it is usually written.
 */
const carriers: readonly { names: readonly string[]; template: string }[] = [
  {
    names: ['USPS', 'US Postal Service', 'United States Postal Service'],
    template: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}',
  },
  {
    names: ['UPS', 'United Parcel Service'],
    template: 'https://www.ups.com/track?tracknum={number}',
  },
  {
    names: ['FedEx', 'Federal Express'],
    template: 'https://www.fedex.com/fedextrack/?trknbr={number}',
  },
  {
    names: ['DHL', 'DHL Express'],
    template:
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={number}',
  },
  {
    names: ['Royal Mail'],
    template: 'https://www.royalmail.com/track-your-item#/tracking-results/{number}',
  },
  {
    names: ['Canada Post'],
    template: 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor={number}',
  },
  {
    names: ['Australia Post', 'AusPost'],
    template: 'https://auspost.com.au/mypost/track/details/{number}',
  },
];

/** 'U.P.S.', ' ups ' and 'UPS' are one name: letters and digits only, lower case. */
const nameKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const templateByName = new Map(
  carriers.flatMap((carrier) => carrier.names.map((name) => [nameKey(name), carrier.template])),
);

/** The carrier's tracking page for this number, or null when the carrier is not one we know. */
export function trackingUrlFor(
  carrier: string | null,
  trackingNumber: string | null,
): string | null {
  if (!carrier || !trackingNumber) return null;
  const template = templateByName.get(nameKey(carrier));
  return template ? template.replace('{number}', encodeURIComponent(trackingNumber)) : null;
}
