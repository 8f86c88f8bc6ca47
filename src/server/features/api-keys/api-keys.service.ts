import { AppError } from '#shared/errors.ts';
import { isRoleWithin } from '#shared/rules/staff-permissions.ts';
import { apiKeyInputSchema, type ApiKeyInput } from '#shared/schemas/api-keys.ts';
import type { Database } from '../../db/client.ts';
import type { AuthenticatedUser } from '../../http/app-env.ts';
import { redactPath } from '../../http/redact-secrets.ts';
import { presentApiKey, presentApiKeyList, presentNewApiKey } from '../../presenters/api-keys.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { createApiKeyToken, hashApiKeyToken } from './api-key-token.ts';
import {
  deleteApiKeysMadeBy,
  findApiKey,
  findUsableApiKeyByHash,
  insertApiKey,
  listApiKeys,
  markApiKeyRevoked,
  noteApiKeyUse,
} from './api-keys.queries.ts';

export type ApiKeyDeps = { db: Database; clock: () => Date };

/** A key's use is written to the audit trail at most once an hour; its last use once a minute. */
export const API_KEY_USE_AUDITED_EVERY_MS = 60 * 60 * 1000;
const LAST_USED_PRECISION_MS = 60 * 1000;

const notFound = () => new AppError('NOT_FOUND', { userMessage: 'There is no such API key.' });

export async function listApiKeysForStaff(deps: ApiKeyDeps) {
  return presentApiKeyList(await listApiKeys(deps.db));
}

/** Makes a key for the staff member asking; its secret is in this answer and never again. */
export async function createApiKey(
  deps: ApiKeyDeps,
  input: { actor: AuditActor; maker: Pick<AuthenticatedUser, 'staffRoles'>; key: ApiKeyInput },
) {
  const fields = apiKeyInputSchema.parse(input.key);
  if (!isRoleWithin(fields.role, input.maker)) {
    throw new AppError('VALIDATION_FAILED', {
      title: 'Role Beyond Yours',
      userMessage: 'A key can hold only a role that allows no more than you may do yourself.',
    });
  }
  const { token, hash, prefix } = createApiKeyToken();
  const row = await deps.db.transaction(async (tx) => {
    const keyId = await insertApiKey(tx, {
      ...fields,
      prefix,
      tokenHash: hash,
      createdBy: input.actor.id,
      createdAt: deps.clock(),
    });
    const inserted = (await findApiKey(tx, keyId))!;
    await recordAudit(tx, {
      actor: input.actor,
      action: 'api-key.create',
      target: { type: 'api-key', id: keyId },
      after: presentApiKey(inserted),
    });
    return inserted;
  });
  return presentNewApiKey(row, token);
}

/** Revoked at once: the next call with it is refused. Revoking it again changes nothing. */
export async function revokeApiKey(deps: ApiKeyDeps, input: { actor: AuditActor; keyId: string }) {
  const row = await deps.db.transaction(async (tx) => {
    const before = await findApiKey(tx, input.keyId, { lock: true });
    if (!before) throw notFound();
    if (before.revokedAt) return before;
    const revokedAt = deps.clock();
    await markApiKeyRevoked(tx, before.id, revokedAt);
    const after = { ...before, revokedAt };
    await recordAudit(tx, {
      actor: input.actor,
      action: 'api-key.revoke',
      target: { type: 'api-key', id: before.id },
      before: presentApiKey(before),
      after: presentApiKey(after),
    });
    return after;
  });
  return presentApiKey(row);
}

/**
 * A proof of the address takes the account back (decision 033): every key
 * made before it is deleted, each audited as revoked by the account. Answers
 * how many there were.
 */
export async function removeApiKeysOfHolder(tx: Database, input: { userId: string; now: Date }) {
  const removed = await deleteApiKeysMadeBy(tx, input.userId);
  for (const before of removed) {
    await recordAudit(tx, {
      actor: { id: input.userId, email: before.createdByEmail },
      action: 'api-key.revoke',
      target: { type: 'api-key', id: before.id },
      before: presentApiKey(before),
      after: presentApiKey({ ...before, revokedAt: before.revokedAt ?? input.now }),
    });
  }
  return removed.length;
}

/**
 * Who a call presenting `token` acts as: the staff member who made the key,
 * while the key is not revoked and they are still staff. Notes the use, and
 * audits the first use in an hour (not every call: the trail would drown).
 */
export async function authenticateApiKey(
  deps: ApiKeyDeps,
  input: { token: string; method: string; path: string },
): Promise<AuthenticatedUser | undefined> {
  const key = await findUsableApiKeyByHash(deps.db, hashApiKeyToken(input.token));
  if (!key) return undefined;
  const user: AuthenticatedUser = {
    id: key.userId,
    email: key.email,
    timeZone: key.timeZone ?? 'UTC',
    role: 'staff',
    isStaff: true,
    // The key's role, while its maker may still do all it allows: never more than they may.
    staffRoles: isRoleWithin(key.role, { staffRoles: key.makerRoles }) ? [key.role] : [],
    apiKey: { id: key.keyId, prefix: key.keyPrefix },
  };
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const { isAuditDue } = await noteApiKeyUse(tx, {
      keyId: key.keyId,
      now,
      usedWithinMs: LAST_USED_PRECISION_MS,
      auditedWithinMs: API_KEY_USE_AUDITED_EVERY_MS,
    });
    if (!isAuditDue) return;
    await recordAudit(tx, {
      actor: { id: key.userId, email: key.email },
      action: 'api-key.use',
      target: { type: 'api-key', id: key.keyId },
      after: {
        name: key.keyName,
        prefix: key.keyPrefix,
        method: input.method,
        path: redactPath(input.path),
      },
    });
  });
  return user;
}
