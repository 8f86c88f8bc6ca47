import { describe, expect, it } from 'vitest';
import { isValidTimeZone } from './calendar.ts';
import { canonicalTimeZone, timeZoneNames } from './time-zones.ts';

describe('the listed time zones', () => {
  it('are known to Intl, once each, and hold every zone this Intl offers', () => {
    expect(timeZoneNames.filter((zone) => !isValidTimeZone(zone))).toEqual([]);
    expect(new Set(timeZoneNames).size).toBe(timeZoneNames.length);
    expect(Intl.supportedValuesOf('timeZone').filter((zone) => !canonicalTimeZone(zone))).toEqual(
      [],
    );
  });

  it('leave out what Intl knows and the tz database dropped', () => {
    for (const zone of ['US/Pacific-New', 'Canada/East-Saskatchewan']) {
      expect(isValidTimeZone(zone)).toBe(true);
      expect(canonicalTimeZone(zone)).toBeUndefined();
    }
    expect(canonicalTimeZone('Mars/Olympus')).toBeUndefined();
  });

  it.each([
    ['europe/paris', 'Europe/Paris'],
    ['AMERICA/ARGENTINA/BUENOS_AIRES', 'America/Argentina/Buenos_Aires'],
    ['utc', 'UTC'],
    ['Asia/Kolkata', 'Asia/Kolkata'],
  ])('spell %j as %j', (sent, stored) => {
    expect(canonicalTimeZone(sent)).toBe(stored);
  });
});
