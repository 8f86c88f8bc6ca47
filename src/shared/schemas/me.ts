import { z } from 'zod';

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
});
export type Me = z.infer<typeof meSchema>;
