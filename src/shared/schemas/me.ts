import { z } from 'zod';

export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    emailVerified: z.boolean(),
    timeZone: z.string(),
  }),
  isStaff: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;
