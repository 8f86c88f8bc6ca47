import { z } from 'zod';
import { optionalEmailKindValues } from '../rules/email-kinds.ts';

export const emailPreferenceInputSchema = z.object({
  kind: z.enum(optionalEmailKindValues),
  isEnabled: z.boolean(),
});
export type EmailPreferenceInput = z.infer<typeof emailPreferenceInputSchema>;

/** Unsubscribe links carry a signed token; anything past this length is not one of ours. */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(1000) });
