import { and, asc, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { KitClaimSort } from '#shared/rules/kit-claims.ts';
import type { ClaimFilter } from '#shared/schemas/admin.ts';
import type { Database } from '../../db/client.ts';
import { startsWithPattern } from '../../db/like-prefix.ts';
import { rewardClaim, rewardClaimHistory } from '../../db/schema/journey.ts';

export type KitClaimRow = typeof rewardClaim.$inferSelect;

function conditionsOf(filter: ClaimFilter): SQL | undefined {
  return and(
    filter.status ? eq(rewardClaim.status, filter.status) : undefined,
    filter.realm ? eq(rewardClaim.realmId, filter.realm) : undefined,
    filter.search
      ? or(
          like(sql`lower(${rewardClaim.name})`, startsWithPattern(filter.search)),
          like(sql`lower(${rewardClaim.email})`, startsWithPattern(filter.search)),
        )
      : undefined,
  );
}

const newestFirst = [desc(rewardClaim.createdAt), desc(rewardClaim.id)];
const oldestFirst = [asc(rewardClaim.createdAt), asc(rewardClaim.id)];

/** One page of the claims queue, oldest or newest first, the id breaking ties. */
export function listKitClaimsPage(
  db: Database,
  filter: ClaimFilter & { sort: KitClaimSort },
  page: { limit: number; offset: number },
) {
  return db
    .select()
    .from(rewardClaim)
    .where(conditionsOf(filter))
    .orderBy(...(filter.sort === 'oldest' ? oldestFirst : newestFirst))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The claims after the one with id `afterId` in queue order (keyset, so an
 * export of any size reads each batch by index without skipping rows). The
 * cursor's time is read in the database: a JavaScript Date would drop its microseconds.
 */
export function listKitClaimsAfter(
  db: Database,
  filter: ClaimFilter,
  afterId: number | null,
  limit: number,
) {
  return db
    .select()
    .from(rewardClaim)
    .where(
      and(
        conditionsOf(filter),
        afterId === null
          ? undefined
          : sql`(${rewardClaim.createdAt}, ${rewardClaim.id}) < (select c.created_at, c.id from ${rewardClaim} c where c.id = ${afterId})`,
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit);
}

export async function lockKitClaim(tx: Database, claimId: number) {
  const [row] = await tx
    .select()
    .from(rewardClaim)
    .where(eq(rewardClaim.id, claimId))
    .for('update');
  return row;
}

/**
 * Claims locked for the rest of the transaction, in id order whatever order
 * they were asked in, so two requests for the same claims never deadlock.
 */
export function lockKitClaims(tx: Database, claimIds: number[]) {
  return tx
    .select()
    .from(rewardClaim)
    .where(inArray(rewardClaim.id, claimIds))
    .orderBy(rewardClaim.id)
    .for('update');
}

/** Keeps a cancelled claim as it was, before its row takes the new address and status. */
export async function insertClaimHistory(tx: Database, claim: KitClaimRow, replacedAt: Date) {
  // A claim whose creator deleted their account is never reopened; the check keeps the type honest.
  if (!claim.userId) return;
  await tx.insert(rewardClaimHistory).values({
    claimId: claim.id,
    userId: claim.userId,
    name: claim.name,
    email: claim.email,
    address: claim.address,
    city: claim.city,
    state: claim.state,
    zipCode: claim.zipCode,
    specialInstructions: claim.specialInstructions,
    claimedAt: claim.createdAt,
    cancelledAt: claim.cancelledAt,
    cancelReason: claim.cancelReason,
    replacedAt,
  });
}

export type KitClaimHistoryRow = typeof rewardClaimHistory.$inferSelect;

/** The earlier versions of these claims, newest first. */
export async function listClaimHistoryOf(db: Database, claimIds: number[]) {
  if (claimIds.length === 0) return [];
  return db
    .select()
    .from(rewardClaimHistory)
    .where(inArray(rewardClaimHistory.claimId, claimIds))
    .orderBy(desc(rewardClaimHistory.replacedAt), desc(rewardClaimHistory.id));
}

/** The address of the creator's newest claim: the next claim form starts from it. */
export async function findLatestClaimAddress(db: Database, userId: string) {
  const [row] = await db
    .select({
      name: rewardClaim.name,
      address: rewardClaim.address,
      city: rewardClaim.city,
      state: rewardClaim.state,
      zipCode: rewardClaim.zipCode,
    })
    .from(rewardClaim)
    .where(eq(rewardClaim.userId, userId))
    .orderBy(desc(rewardClaim.createdAt), desc(rewardClaim.id))
    .limit(1);
  return row;
}

/** A creator's claim for one realm, locked for the rest of the transaction. */
export async function lockRewardClaimOf(tx: Database, userId: string, realmId: number) {
  const [row] = await tx
    .select()
    .from(rewardClaim)
    .where(and(eq(rewardClaim.userId, userId), eq(rewardClaim.realmId, realmId)))
    .for('update');
  return row;
}

export async function updateKitClaim(
  tx: Database,
  claimId: number,
  changes: Partial<typeof rewardClaim.$inferInsert>,
) {
  const [row] = await tx
    .update(rewardClaim)
    .set(changes)
    .where(eq(rewardClaim.id, claimId))
    .returning();
  return row!;
}

/** A creator's claims, for the creator's page in the console. */
export function listKitClaimsOf(db: Database, userId: string) {
  return db
    .select()
    .from(rewardClaim)
    .where(eq(rewardClaim.userId, userId))
    .orderBy(rewardClaim.realmId);
}

export async function countKitClaimsWithStatus(db: Database, status: KitClaimRow['status']) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(rewardClaim)
    .where(eq(rewardClaim.status, status));
  return row!.count;
}

/** Whose each claim is (null once its creator deleted their account): the audit trail names them. */
export async function listClaimOwners(
  db: Database,
  claimIds: readonly number[],
): Promise<Map<number, string | null>> {
  if (claimIds.length === 0) return new Map();
  const rows = await db
    .select({ id: rewardClaim.id, userId: rewardClaim.userId })
    .from(rewardClaim)
    .where(inArray(rewardClaim.id, [...claimIds]));
  return new Map(rows.map((row) => [row.id, row.userId]));
}
