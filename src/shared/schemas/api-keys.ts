import { z } from 'zod';
import { boundedText } from './text.ts';

/**
 * What a key may do. 'admin' is everything staff may do, the only role there is
 * today; roles with fewer permissions will be added here (decision 040).
 */
export const apiKeyRoles = ['admin'] as const;
export type ApiKeyRole = (typeof apiKeyRoles)[number];

export const apiKeyInputSchema = z.object({
  name: boundedText(100, 'Please keep the name under 100 characters.')
    .trim()
    .min(1, 'Please name the key after what will use it.'),
  role: z.enum(apiKeyRoles).default('admin'),
});
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;

export const apiKeyParamSchema = z.object({ keyId: z.uuid() });
