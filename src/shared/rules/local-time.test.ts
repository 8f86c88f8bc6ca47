import { describe, expect, it } from 'vitest';
import { instantAt } from './local-time.ts';

describe('instantAt', () => {
  it('is the local time on the creator’s own clock, on either side of a DST change', () => {
    expect(instantAt('2026-03-07', '19:00', 'America/New_York').toISOString()).toBe(
      '2026-03-08T00:00:00.000Z',
    );
    expect(instantAt('2026-03-08', '19:00', 'America/New_York').toISOString()).toBe(
      '2026-03-08T23:00:00.000Z',
    );
    expect(instantAt('2026-03-10', '07:30', 'Asia/Tokyo').toISOString()).toBe(
      '2026-03-09T22:30:00.000Z',
    );
  });

  it('moves a time that does not exist (spring forward) past the gap, and takes a repeated one once', () => {
    // 02:30 never happens in New York on 2026-03-08.
    expect(instantAt('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // 01:30 happens twice on 2026-11-01; one of them is chosen, deterministically.
    const repeated = instantAt('2026-11-01', '01:30', 'America/New_York').toISOString();
    expect(['2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z']).toContain(repeated);
  });
});
