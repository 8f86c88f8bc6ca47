import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { user } from '../../db/schema/auth.ts';
import { apiKey } from '../../db/schema/integrations.ts';

/** A key as the console lists it: never its hash. */
const listedColumns = {
  id: apiKey.id,
  name: apiKey.name,
  prefix: apiKey.prefix,
  role: apiKey.role,
  createdAt: apiKey.createdAt,
  createdByEmail: user.email,
  lastUsedAt: apiKey.lastUsedAt,
  revokedAt: apiKey.revokedAt,
};

export async function listApiKeys(db: Database) {
  return db
    .select(listedColumns)
    .from(apiKey)
    .innerJoin(user, eq(user.id, apiKey.createdBy))
    .orderBy(desc(apiKey.createdAt), desc(apiKey.id));
}

export type ListedApiKey = Awaited<ReturnType<typeof listApiKeys>>[number];

export async function findApiKey(db: Database, keyId: string, options = { lock: false }) {
  const query = db
    .select(listedColumns)
    .from(apiKey)
    .innerJoin(user, eq(user.id, apiKey.createdBy))
    .where(eq(apiKey.id, keyId));
  const [row] = options.lock ? await query.for('update', { of: apiKey }) : await query;
  return row;
}

export async function insertApiKey(db: Database, row: typeof apiKey.$inferInsert) {
  const [inserted] = await db.insert(apiKey).values(row).returning({ id: apiKey.id });
  return inserted!.id;
}

/** Deletes every key `userId` made; answers them as they were. */
export async function deleteApiKeysMadeBy(db: Database, userId: string) {
  const made = await db
    .select(listedColumns)
    .from(apiKey)
    .innerJoin(user, eq(user.id, apiKey.createdBy))
    .where(eq(apiKey.createdBy, userId))
    .for('update', { of: apiKey });
  if (made.length > 0) await db.delete(apiKey).where(eq(apiKey.createdBy, userId));
  return made;
}

export async function markApiKeyRevoked(db: Database, keyId: string, at: Date) {
  await db.update(apiKey).set({ revokedAt: at }).where(eq(apiKey.id, keyId));
}

/**
 * Every call with a key: one indexed read of the key and its maker. A revoked
 * key, or one whose maker is no longer staff, is not found.
 */
const keyStatements = preparedFor((db) => ({
  byHash: db
    .select({
      keyId: apiKey.id,
      keyName: apiKey.name,
      keyPrefix: apiKey.prefix,
      role: apiKey.role,
      userId: user.id,
      email: user.email,
      timeZone: user.timeZone,
      makerRoles: user.staffRoles,
    })
    .from(apiKey)
    .innerJoin(user, eq(user.id, apiKey.createdBy))
    .where(
      and(
        eq(apiKey.tokenHash, sql.placeholder('hash')),
        isNull(apiKey.revokedAt),
        eq(user.role, 'staff'),
      ),
    )
    .prepare('api_key_by_hash'),
}));

export async function findUsableApiKeyByHash(db: Database, hash: string) {
  const [row] = await keyStatements(db).byHash.execute({ hash });
  return row;
}

/**
 * Notes a use: `last_used_at` at most once a minute, and says whether this use
 * is the first in an hour (then the caller audits it). Concurrent calls update
 * the row one at a time, and the condition is checked again after the wait, so
 * only one of them is told to audit.
 */
export async function noteApiKeyUse(
  db: Database,
  input: { keyId: string; now: Date; usedWithinMs: number; auditedWithinMs: number },
): Promise<{ isAuditDue: boolean }> {
  const usedSince = new Date(input.now.getTime() - input.usedWithinMs);
  const auditedSince = new Date(input.now.getTime() - input.auditedWithinMs);
  const isAuditDue = or(isNull(apiKey.lastAuditedAt), lt(apiKey.lastAuditedAt, auditedSince))!;
  const [row] = await db
    .update(apiKey)
    .set({
      lastUsedAt: input.now,
      lastAuditedAt: sql`case when ${isAuditDue} then ${input.now.toISOString()}::timestamptz else ${apiKey.lastAuditedAt} end`,
    })
    .where(
      and(
        eq(apiKey.id, input.keyId),
        or(isNull(apiKey.lastUsedAt), lt(apiKey.lastUsedAt, usedSince), isAuditDue),
      ),
    )
    .returning({ lastAuditedAt: apiKey.lastAuditedAt });
  return { isAuditDue: row?.lastAuditedAt?.getTime() === input.now.getTime() };
}
