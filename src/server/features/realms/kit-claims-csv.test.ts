import { describe, expect, it } from 'vitest';
import { kitClaimsCsvHeader, kitClaimsCsvRows } from './kit-claims-csv.ts';
import type { KitClaimRow } from './kit-claims.queries.ts';

const claim = (overrides: Partial<KitClaimRow>): KitClaimRow => ({
  id: 7,
  userId: 'user-1',
  realmId: 2,
  name: 'Maya Rivera',
  email: 'maya@example.com',
  address: '12 Ember Lane',
  city: null,
  state: null,
  zipCode: null,
  specialInstructions: null,
  status: 'pending',
  createdAt: new Date('2026-03-01T10:00:00.000Z'),
  packedAt: null,
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  carrier: null,
  trackingNumber: null,
  cancelReason: null,
  personalDataErasedAt: null,
  ...overrides,
});

const cellsOf = (row: string) => row.replace(/\r\n$/, '');

describe('the kit claims CSV', () => {
  it('ends every record with CRLF and starts with the headings', () => {
    expect(kitClaimsCsvHeader()).toMatch(/^Claim,Realm,Status,Name,.*,Delivered at\r\n$/);
    expect(kitClaimsCsvRows([claim({})])).toBe(
      '7,2,pending,Maya Rivera,maya@example.com,12 Ember Lane,,,,,,,,2026-03-01T10:00:00.000Z,,\r\n',
    );
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    const row = cellsOf(kitClaimsCsvRows([claim({ address: 'Flat 2, "Ember" House\r\nNorth' })]));
    expect(row).toContain(',"Flat 2, ""Ember"" House\r\nNorth",');
  });

  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTabbed', "'\tTabbed"],
    ['\rReturn', `"'\rReturn"`],
  ])('neutralises a cell starting %j', (typed, written) => {
    expect(cellsOf(kitClaimsCsvRows([claim({ specialInstructions: typed })]))).toContain(
      `,${written},`,
    );
  });

  it('leaves numbers and ordinary text alone', () => {
    const row = cellsOf(kitClaimsCsvRows([claim({ zipCode: '97201', city: 'Portland' })]));
    expect(row.startsWith('7,2,pending,')).toBe(true);
    expect(row).toContain(',Portland,,97201,');
  });
});
