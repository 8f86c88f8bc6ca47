import { stringify } from 'csv-stringify/sync';
import type { KitClaimRow } from './kit-claims.queries.ts';

const columns = [
  ['id', 'Claim'],
  ['realmId', 'Realm'],
  ['status', 'Status'],
  ['name', 'Name'],
  ['email', 'Email'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zipCode', 'ZIP'],
  ['specialInstructions', 'Special instructions'],
  ['carrier', 'Carrier'],
  ['trackingNumber', 'Tracking number'],
  ['cancelReason', 'Cancel reason'],
  ['createdAt', 'Claimed at'],
  ['shippedAt', 'Shipped at'],
  ['deliveredAt', 'Delivered at'],
] as const satisfies readonly (readonly [keyof KitClaimRow, string])[];

/**
 * RFC 4180 (CRLF, fields with commas, quotes or line breaks quoted, quotes
 * doubled). Creators type these fields, so a cell starting with = + - @, a tab
 * or a carriage return is prefixed with ' so spreadsheets show it as text
 * instead of running it as a formula.
 */
const csvOptions = {
  record_delimiter: 'windows',
  escape_formulas: true,
  // csv-stringify quotes a field holding the whole CRLF; RFC 4180 wants a lone CR or LF quoted too.
  quoted_match: /[\r\n]/,
} as const;

export function kitClaimsCsvHeader(): string {
  return stringify([columns.map(([, heading]) => heading)], csvOptions);
}

export function kitClaimsCsvRows(claims: KitClaimRow[]): string {
  return stringify(
    claims.map((claim) =>
      columns.map(([key]) => {
        const value = claim[key];
        return value instanceof Date ? value.toISOString() : (value ?? '');
      }),
    ),
    csvOptions,
  );
}
