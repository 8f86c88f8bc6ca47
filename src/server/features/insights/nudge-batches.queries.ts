import { and, count, eq, gt, inArray, lte } from 'drizzle-orm';
import type { NudgeList } from '#shared/schemas/insights.ts';
import type { Database } from '../../db/client.ts';
import { nudgeBatch, nudgeBatchMember } from '../../db/schema/insights.ts';

export type NewNudgeBatch = {
  sentBy: string;
  templateId: number | null;
  templateLabel: string | null;
  listKind: NudgeList;
  holdoutPercent: number;
  standingNudgeId: number | null;
  createdAt: Date;
};

/** A list nudge and each creator it picked, nudged or held back. */
export async function insertNudgeBatch(
  db: Database,
  batch: NewNudgeBatch,
  members: { userId: string; isHeldBack: boolean }[],
): Promise<number> {
  const [inserted] = await db.insert(nudgeBatch).values(batch).returning({ id: nudgeBatch.id });
  const batchId = inserted!.id;
  if (members.length > 0)
    await db
      .insert(nudgeBatchMember)
      .values(members.map((member) => ({ ...member, batchId, pickedAt: batch.createdAt })));
  return batchId;
}

/** Those of `userIds` a list nudge picked after `since`, nudged or held back. */
export async function findPickedSince(
  db: Database,
  input: { userIds: readonly string[]; since: Date },
): Promise<Set<string>> {
  if (input.userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: nudgeBatchMember.userId })
    .from(nudgeBatchMember)
    .where(
      and(
        inArray(nudgeBatchMember.userId, [...input.userIds]),
        gt(nudgeBatchMember.pickedAt, input.since),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

export type FinishedMember = {
  batchId: number;
  batchAt: Date;
  templateId: number | null;
  templateLabel: string | null;
  userId: string;
  isHeldBack: boolean;
};

/** Every creator of the batches sent at or before `sentBy`, with their batch's template. */
export function listMembersOfBatchesSentBy(db: Database, sentBy: Date): Promise<FinishedMember[]> {
  return db
    .select({
      batchId: nudgeBatch.id,
      batchAt: nudgeBatch.createdAt,
      templateId: nudgeBatch.templateId,
      templateLabel: nudgeBatch.templateLabel,
      userId: nudgeBatchMember.userId,
      isHeldBack: nudgeBatchMember.isHeldBack,
    })
    .from(nudgeBatchMember)
    .innerJoin(nudgeBatch, eq(nudgeBatch.id, nudgeBatchMember.batchId))
    .where(lte(nudgeBatch.createdAt, sentBy))
    .orderBy(nudgeBatch.id);
}

/** How many batches were sent after `since`: still inside their 7 days. */
export async function countBatchesSentAfter(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ batches: count() })
    .from(nudgeBatch)
    .where(gt(nudgeBatch.createdAt, since));
  return row?.batches ?? 0;
}
