import { and, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { BuddyPairEndReason } from '#shared/rules/buddies.ts';
import type { Database } from '../../db/client.ts';
import { buddyNote, buddyPair } from '../../db/schema/buddies.ts';

/** A pair is stored once, smaller id first, so "the pair of these two" has one row. */
export function orderedMembers(first: string, second: string): [string, string] {
  return first < second ? [first, second] : [second, first];
}

const hasMember = (userId: string): SQL =>
  or(eq(buddyPair.firstUserId, userId), eq(buddyPair.secondUserId, userId))!;
const isActive = isNull(buddyPair.endedAt);

const pairColumns = {
  id: buddyPair.id,
  firstUserId: buddyPair.firstUserId,
  secondUserId: buddyPair.secondUserId,
  realmId: buddyPair.realmId,
};
export type PairRow = { id: number; firstUserId: string; secondUserId: string; realmId: number };

/** The other member of a pair. */
export function partnerIn(pair: PairRow, userId: string): string {
  return pair.firstUserId === userId ? pair.secondUserId : pair.firstUserId;
}

export async function countActivePairs(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ active: count() })
    .from(buddyPair)
    .where(and(hasMember(userId), isActive));
  return row?.active ?? 0;
}

export async function findActivePairBetween(db: Database, first: string, second: string) {
  const [low, high] = orderedMembers(first, second);
  const [row] = await db
    .select(pairColumns)
    .from(buddyPair)
    .where(and(eq(buddyPair.firstUserId, low), eq(buddyPair.secondUserId, high), isActive));
  return row;
}

/** An active pair this creator belongs to; undefined for anyone else's, or one that ended. */
export async function findActivePairOf(db: Database, pairId: number, userId: string) {
  const [row] = await db
    .select(pairColumns)
    .from(buddyPair)
    .where(and(eq(buddyPair.id, pairId), hasMember(userId), isActive));
  return row;
}

/** Whether these two have ever been paired (which makes blocking the other possible). */
export async function hasEverPaired(db: Database, first: string, second: string) {
  const [low, high] = orderedMembers(first, second);
  const [row] = await db
    .select({ id: buddyPair.id })
    .from(buddyPair)
    .where(and(eq(buddyPair.firstUserId, low), eq(buddyPair.secondUserId, high)))
    .limit(1);
  return row !== undefined;
}

export async function insertPair(
  tx: Database,
  input: { first: string; second: string; realmId: number },
): Promise<number> {
  const [low, high] = orderedMembers(input.first, input.second);
  const [row] = await tx
    .insert(buddyPair)
    .values({ firstUserId: low, secondUserId: high, realmId: input.realmId })
    .returning({ id: buddyPair.id });
  return row!.id;
}

/**
 * Ends pairs still active, in one conditional update: of two requests ending
 * the same pair, only one finds it active, and only that one says so.
 */
async function endActivePairs(
  tx: Database,
  where: SQL,
  input: { reason: BuddyPairEndReason; endedBy: string },
): Promise<PairRow[]> {
  return tx
    .update(buddyPair)
    .set({ endedAt: sql`now()`, endReason: input.reason, endedBy: input.endedBy })
    .where(and(where, isActive))
    .returning(pairColumns);
}

export function endPairOfMember(
  tx: Database,
  input: { pairId: number; userId: string; reason: BuddyPairEndReason },
) {
  return endActivePairs(tx, and(eq(buddyPair.id, input.pairId), hasMember(input.userId))!, {
    reason: input.reason,
    endedBy: input.userId,
  });
}

/** Every active pair of this creator made in this realm: they have just completed it. */
export function endPairsMadeInRealm(tx: Database, input: { userId: string; realmId: number }) {
  return endActivePairs(tx, and(hasMember(input.userId), eq(buddyPair.realmId, input.realmId))!, {
    reason: 'graduated',
    endedBy: input.userId,
  });
}

/**
 * Marks, for this week, active pairs made before `madeBefore` that were not
 * nudged this week and have no note this week, and returns them. The
 * conditional update is the claim: of two servers running the nudge, only one
 * gets each pair.
 */
export function claimPairsToNudge(
  tx: Database,
  input: { weekStart: string; madeBefore: Date; limit: number },
): Promise<PairRow[]> {
  return tx
    .update(buddyPair)
    .set({ noteNudgedWeek: input.weekStart })
    .where(
      sql`${buddyPair.id} in (
        select p.id from ${buddyPair} p
        where p.ended_at is null and p.created_at < ${input.madeBefore.toISOString()}::timestamptz
          and (p.note_nudged_week is null or p.note_nudged_week < ${input.weekStart}::date)
          and not exists (select 1 from ${buddyNote} n where n.pair_id = p.id and n.week_start >= ${input.weekStart}::date)
        order by p.id limit ${input.limit}
        for update skip locked)`,
    )
    .returning(pairColumns);
}
