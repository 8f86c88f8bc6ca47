import { z } from 'zod';
import { apiKeyRoles } from '#shared/schemas/api-keys.ts';
import { isoDateTime } from './common.ts';

/** API keys (decision 040): the secret appears only in the answer that creates one. */

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The secret's first characters (`ep_live_` and four more), to tell keys apart. */
  prefix: z.string().regex(/^ep_live_/),
  role: z.enum(apiKeyRoles),
  createdAt: isoDateTime,
  createdByEmail: z.string(),
  /** To the minute. */
  lastUsedAt: isoDateTime.nullable(),
  revokedAt: isoDateTime.nullable(),
});

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });

/** The key's secret: shown once, when made. */
export const newApiKeySchema = z.object({
  key: apiKeySchema,
  secret: z.string().regex(/^ep_live_[A-Za-z0-9_-]{43}$/),
});
