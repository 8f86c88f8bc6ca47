import { z } from 'zod';

export const authOptionsSchema = z.object({
  providers: z.array(z.enum(['github', 'google', 'oidc'])),
  oidcName: z.string().nullable(),
  requireEmailVerification: z.boolean(),
});
export type AuthOptions = z.infer<typeof authOptionsSchema>;
