import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questAnswer } from '../../db/schema/journey.ts';

export async function findAnswer(db: Database, userId: string, questId: string) {
  const [row] = await db
    .select()
    .from(questAnswer)
    .where(and(eq(questAnswer.userId, userId), eq(questAnswer.questId, questId)));
  return row;
}

/**
 * Marks a quest complete with its text. Only an answer not yet completed is
 * changed, so a repeated or concurrent request cannot overwrite a completion.
 * Returns false when it was already complete.
 */
export async function markAnswerCompleted(
  db: Database,
  input: { userId: string; questId: string; realmId: number; content: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(questAnswer)
    .values({ ...input, completedAt: sql`now()`, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [questAnswer.userId, questAnswer.questId],
      set: { content: input.content, completedAt: sql`now()`, updatedAt: sql`now()` },
      setWhere: isNull(questAnswer.completedAt),
    })
    .returning({ questId: questAnswer.questId });
  return rows.length > 0;
}

/** Attaches an uploaded worksheet to a not-yet-completed answer; returns the key it replaced. */
export async function attachWorksheet(
  db: Database,
  input: {
    userId: string;
    questId: string;
    realmId: number;
    fileKey: string;
    fileName: string;
    fileType: string;
    fileSize: number;
  },
): Promise<{ isAttached: boolean; replacedKey: string | null }> {
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ fileKey: questAnswer.fileKey, completedAt: questAnswer.completedAt })
      .from(questAnswer)
      .where(and(eq(questAnswer.userId, input.userId), eq(questAnswer.questId, input.questId)))
      .for('update');
    if (existing[0]?.completedAt) return { isAttached: false, replacedKey: null };
    await tx
      .insert(questAnswer)
      .values({ ...input, updatedAt: sql`now()` })
      .onConflictDoUpdate({
        target: [questAnswer.userId, questAnswer.questId],
        set: {
          fileKey: input.fileKey,
          fileName: input.fileName,
          fileType: input.fileType,
          fileSize: input.fileSize,
          updatedAt: sql`now()`,
        },
      });
    return { isAttached: true, replacedKey: existing[0]?.fileKey ?? null };
  });
}

export async function loadCompletedQuestIds(db: Database, userId: string, realmId: number) {
  const rows = await db
    .select({ questId: questAnswer.questId })
    .from(questAnswer)
    .where(
      and(
        eq(questAnswer.userId, userId),
        eq(questAnswer.realmId, realmId),
        isNotNull(questAnswer.completedAt),
      ),
    );
  return new Set(rows.map((row) => row.questId));
}
