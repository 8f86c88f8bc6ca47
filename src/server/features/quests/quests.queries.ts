import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
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
  input: {
    userId: string;
    questId: string;
    realmId: number;
    content: string | null;
    prompt: string;
  },
): Promise<boolean> {
  const rows = await db
    .insert(questAnswer)
    .values({ ...input, completedAt: sql`now()`, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [questAnswer.userId, questAnswer.questId],
      set: {
        content: input.content,
        prompt: input.prompt,
        completedAt: sql`now()`,
        updatedAt: sql`now()`,
      },
      setWhere: isNull(questAnswer.completedAt),
    })
    .returning({ questId: questAnswer.questId });
  return rows.length > 0;
}

/**
 * Attaches an uploaded worksheet to a not-yet-completed answer; returns the key
 * it replaced. The answer row is made first if there is none, so that `FOR
 * UPDATE` has a row to lock: concurrent uploads then take turns, and each
 * learns exactly which file it replaced.
 */
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
  const { fileKey, fileName, fileType, fileSize, ...answerOf } = input;
  return db.transaction(async (tx) => {
    await tx.insert(questAnswer).values(answerOf).onConflictDoNothing();
    const [existing] = await tx
      .select({ fileKey: questAnswer.fileKey, completedAt: questAnswer.completedAt })
      .from(questAnswer)
      .where(and(eq(questAnswer.userId, input.userId), eq(questAnswer.questId, input.questId)))
      .for('update');
    if (!existing || existing.completedAt) return { isAttached: false, replacedKey: null };
    await tx
      .update(questAnswer)
      .set({ fileKey, fileName, fileType, fileSize, updatedAt: sql`now()` })
      .where(and(eq(questAnswer.userId, input.userId), eq(questAnswer.questId, input.questId)));
    return { isAttached: true, replacedKey: existing.fileKey };
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

/** Which of these stored files a creator's answer names (for the sweep of unnamed files). */
export async function listReferencedWorksheetKeys(db: Database, fileKeys: string[]) {
  const rows = await db
    .select({ fileKey: questAnswer.fileKey })
    .from(questAnswer)
    .where(inArray(questAnswer.fileKey, fileKeys));
  return rows.map((row) => row.fileKey!);
}

/** Gives completed answers that have none the prompt they were written against. */
export async function fillMissingAnsweredPrompt(db: Database, questId: string, prompt: string) {
  await db
    .update(questAnswer)
    .set({ prompt })
    .where(
      and(
        eq(questAnswer.questId, questId),
        isNull(questAnswer.prompt),
        isNotNull(questAnswer.completedAt),
      ),
    );
}

/** The version number of a creator's answer, bumped by each revision (issue 31). */
export async function findCurrentAnswerVersion(db: Database, userId: string, questId: string) {
  const [row] = await db
    .select({ version: questAnswer.version })
    .from(questAnswer)
    .where(and(eq(questAnswer.userId, userId), eq(questAnswer.questId, questId)));
  return row?.version;
}

/** The completed answer, locked: a revision takes turns with another. */
export async function lockCompletedAnswer(db: Database, userId: string, questId: string) {
  const [row] = await db
    .select()
    .from(questAnswer)
    .where(
      and(
        eq(questAnswer.userId, userId),
        eq(questAnswer.questId, questId),
        isNotNull(questAnswer.completedAt),
      ),
    )
    .for('update');
  return row;
}

/** The answer's next version: its new words, the prompt it now answers, the number bumped. */
export async function reviseAnswer(
  db: Database,
  input: { userId: string; questId: string; content: string | null; prompt: string },
) {
  const [row] = await db
    .update(questAnswer)
    .set({
      content: input.content,
      prompt: input.prompt,
      version: sql`${questAnswer.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(questAnswer.userId, input.userId), eq(questAnswer.questId, input.questId)))
    .returning();
  return row!;
}
