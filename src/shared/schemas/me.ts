import { z } from 'zod';
import { permissions, staffRoles } from '../rules/staff-permissions.ts';

export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    emailVerified: z.boolean(),
    timeZone: z.string(),
    /** False once the creator chose a zone by hand: the device no longer moves it. */
    timeZoneFollowsDevice: z.boolean(),
  }),
  isStaff: z.boolean(),
  /** The staff roles held, and what they allow: the console shows only what can be used (decision 041). */
  staffRoles: z.array(z.enum(staffRoles)),
  permissions: z.array(z.enum(permissions)),
});
export type Me = z.infer<typeof meSchema>;
