import { z } from 'zod';
import { staffRoles, type StaffRole } from '../rules/staff-permissions.ts';
import { boundedText } from './text.ts';

/**
 * What a key may do: one staff role (decision 041), never more than its maker
 * may do themselves (decision 040).
 */
export const apiKeyRoles = staffRoles;
export type ApiKeyRole = StaffRole;

export const apiKeyInputSchema = z.object({
  name: boundedText(100, 'Please keep the name under 100 characters.')
    .trim()
    .min(1, 'Please name the key after what will use it.'),
  role: z.enum(apiKeyRoles).default('admin'),
});
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;

export const apiKeyParamSchema = z.object({ keyId: z.uuid() });
