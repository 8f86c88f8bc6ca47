import { z } from 'zod';
import { canonicalTimeZone } from '../rules/time-zones.ts';

/**
 * A creator's time zone, from any door (sign-up, update-user, the device's, the settings'):
 * a listed zone in any letter case, stored as the tz database spells it.
 */
export const timeZoneText = z
  .string()
  .max(64)
  .refine(
    (value) => canonicalTimeZone(value) !== undefined,
    'must be an IANA time zone such as Europe/Paris',
  )
  .transform((value) => canonicalTimeZone(value)!);
