import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ShareReaction } from '#shared/rules/answer-shares.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { answerShare, answerShareReaction, buddyPair } from '../../db/schema/buddies.ts';
import { questAnswer } from '../../db/schema/journey.ts';

// A read model like buddy-views (decision 015), and the one place an answer's
// words leave its owner: only the answers the owner shared, only with the
// other member of a pair that is still active, only while the answer is complete.

/** How many shared answers the buddies screen lists, newest first. */
const SHARES_LISTED = 100;

const owner = alias(user, 'share_owner');
const buddy = alias(user, 'share_buddy');

const activePairOfShare = and(eq(buddyPair.id, answerShare.pairId), isNull(buddyPair.endedAt));
const completedAnswerOfShare = and(
  eq(questAnswer.userId, answerShare.ownerId),
  eq(questAnswer.questId, answerShare.questId),
  isNotNull(questAnswer.completedAt),
);

const personColumns = (person: typeof owner | typeof buddy) => ({
  id: person.id,
  name: person.name,
  emailName: sql<string>`split_part(${person.email}, '@', 1)`,
  image: person.image,
});

/** The creator's active pairs, with the buddy in each. */
export function listActivePairsWithBuddies(db: Database, userId: string) {
  return db
    .select({ pairId: buddyPair.id, ...personColumns(buddy) })
    .from(buddyPair)
    .innerJoin(
      buddy,
      eq(
        buddy.id,
        sql`case when ${buddyPair.firstUserId} = ${userId} then ${buddyPair.secondUserId} else ${buddyPair.firstUserId} end`,
      ),
    )
    .where(
      and(
        or(eq(buddyPair.firstUserId, userId), eq(buddyPair.secondUserId, userId)),
        isNull(buddyPair.endedAt),
      ),
    )
    .orderBy(buddyPair.createdAt, buddyPair.id);
}

/** Shares this answer with these pairs; a share already there stays as it is. Returns the new ones. */
export function insertShares(
  tx: Database,
  rows: { pairId: number; ownerId: string; buddyId: string; questId: string }[],
) {
  return tx
    .insert(answerShare)
    .values(rows)
    .onConflictDoNothing({
      target: [answerShare.pairId, answerShare.ownerId, answerShare.questId],
    })
    .returning({ id: answerShare.id, pairId: answerShare.pairId, buddyId: answerShare.buddyId });
}

/** Stops sharing this answer with anyone (the reactions go with it). Returns what was removed. */
export function deleteSharesOf(tx: Database, input: { ownerId: string; questId: string }) {
  return tx
    .delete(answerShare)
    .where(and(eq(answerShare.ownerId, input.ownerId), eq(answerShare.questId, input.questId)))
    .returning({ id: answerShare.id });
}

/** A share this creator takes part in (owner or buddy), while its pair is active and its answer complete. */
export async function findVisibleShare(db: Database, input: { shareId: number; userId: string }) {
  const [row] = await db
    .select({
      id: answerShare.id,
      ownerId: answerShare.ownerId,
      buddyId: answerShare.buddyId,
      questId: answerShare.questId,
    })
    .from(answerShare)
    .innerJoin(buddyPair, activePairOfShare)
    .innerJoin(questAnswer, completedAnswerOfShare)
    .where(
      and(
        eq(answerShare.id, input.shareId),
        or(eq(answerShare.ownerId, input.userId), eq(answerShare.buddyId, input.userId)),
      ),
    );
  return row;
}

/** The reaction row of a share, locked: made empty first, so two first reactions meet one row. */
export async function lockReactionRow(tx: Database, input: { shareId: number; reactorId: string }) {
  await tx.insert(answerShareReaction).values(input).onConflictDoNothing();
  const [row] = await tx
    .select({ reaction: answerShareReaction.reaction, comment: answerShareReaction.comment })
    .from(answerShareReaction)
    .where(eq(answerShareReaction.shareId, input.shareId))
    .for('update');
  return row!;
}

export async function updateReaction(
  tx: Database,
  input: { shareId: number; reaction: ShareReaction | null; comment: string | null },
) {
  const [row] = await tx
    .update(answerShareReaction)
    .set({ reaction: input.reaction, comment: input.comment, updatedAt: sql`now()` })
    .where(eq(answerShareReaction.shareId, input.shareId))
    .returning({
      reaction: answerShareReaction.reaction,
      comment: answerShareReaction.comment,
      updatedAt: answerShareReaction.updatedAt,
    });
  return row!;
}

export type VisibleShareRow = Awaited<ReturnType<typeof listVisibleShares>>[number];

/** Every share this creator takes part in, on either side, newest first, with its answer and reaction. */
export function listVisibleShares(db: Database, userId: string) {
  return db
    .select({
      id: answerShare.id,
      questId: answerShare.questId,
      realmId: questAnswer.realmId,
      content: questAnswer.content,
      fileName: questAnswer.fileName,
      sharedAt: answerShare.createdAt,
      owner: personColumns(owner),
      buddy: personColumns(buddy),
      reaction: answerShareReaction.reaction,
      comment: answerShareReaction.comment,
      reactedAt: answerShareReaction.updatedAt,
    })
    .from(answerShare)
    .innerJoin(buddyPair, activePairOfShare)
    .innerJoin(questAnswer, completedAnswerOfShare)
    .innerJoin(owner, eq(owner.id, answerShare.ownerId))
    .innerJoin(buddy, eq(buddy.id, answerShare.buddyId))
    .leftJoin(answerShareReaction, eq(answerShareReaction.shareId, answerShare.id))
    .where(or(eq(answerShare.ownerId, userId), eq(answerShare.buddyId, userId)))
    .orderBy(desc(answerShare.createdAt), desc(answerShare.id))
    .limit(SHARES_LISTED);
}

/** The shares made in these pairs (which have just ended). */
export async function listShareIdsInPairs(db: Database, pairIds: number[]) {
  if (pairIds.length === 0) return [];
  const rows = await db
    .select({ id: answerShare.id })
    .from(answerShare)
    .where(inArray(answerShare.pairId, pairIds));
  return rows.map((row) => row.id);
}
