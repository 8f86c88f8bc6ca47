import { z } from 'zod';
import { containsNul, NUL_MESSAGE } from '../rules/text.ts';

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[\w-]+=*$/, 'must be base64url');

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, message: 'must be the push service URL' })
    .max(2048)
    .refine((value) => !containsNul(value), NUL_MESSAGE),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushEndpointInputSchema = z.object({
  endpoint: pushSubscriptionInputSchema.shape.endpoint,
});
