import { lazily } from '#shared/lazily.ts';

/** The zone this device keeps: where a staff member's day and time are meant, by default. */
export const deviceTimeZone = lazily(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

/** Every zone to choose from, the device's own first: some (UTC) are not among the named ones. */
export const timeZoneOptions = lazily(() =>
  [...new Set([deviceTimeZone(), ...Intl.supportedValuesOf('timeZone')])].map((zone) => ({
    value: zone,
    label: zone,
  })),
);
