import type { ListedApiKey } from '../features/api-keys/api-keys.queries.ts';

/* API keys as staff see them (/api/admin/api-keys, decision 040): never the secret or its hash. */

export function presentApiKey(row: ListedApiKey) {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    createdByEmail: row.createdByEmail,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export const presentApiKeyList = (rows: ListedApiKey[]) => ({ keys: rows.map(presentApiKey) });

/** A new key: the only answer that ever holds its secret. */
export const presentNewApiKey = (row: ListedApiKey, secret: string) => ({
  key: presentApiKey(row),
  secret,
});
