import { csvOf } from '../../http/csv.ts';
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

export function kitClaimsCsvHeader(): string {
  return csvOf([columns.map(([, heading]) => heading)]);
}

export function kitClaimsCsvRows(claims: KitClaimRow[]): string {
  return csvOf(claims.map((claim) => columns.map(([key]) => claim[key])));
}
