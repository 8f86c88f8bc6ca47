import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { user } from '../../db/schema/auth.ts';
import { cohort, cohortMember } from '../../db/schema/cohorts.ts';
import { curriculumRealm } from '../../db/schema/curriculum.ts';
import { questAnswer, realmCompletion } from '../../db/schema/journey.ts';
import { realmLiveAt } from '../curriculum/curriculum.queries.ts';

// A quest's completion reads the answer and stores it: both prepared, as the write path's are.
const answerStatement = preparedFor((db) =>
  db
    .select()
    .from(questAnswer)
    .where(
      and(
        eq(questAnswer.userId, sql.placeholder('userId')),
        eq(questAnswer.questId, sql.placeholder('questId')),
      ),
    )
    .prepare('answer_of_creator'),
);

/**
 * The answer stored from the realm's row, taken `FOR SHARE` in the same statement: nothing is
 * stored unless the realm is live at `now`, and staff cannot take it back to draft until the
 * answer is committed (the hold holdRealmOpen takes for a worksheet, one round trip fewer).
 * Every column, in the table's order, as INSERT … SELECT takes them.
 */
const completeAnswerStatement = preparedFor((tx) =>
  tx
    .insert(questAnswer)
    .select(
      tx
        .select({
          userId: sql<string>`${sql.placeholder('userId')}::text`.as('user_id'),
          questId: sql<string>`${sql.placeholder('questId')}::text`.as('quest_id'),
          realmId: curriculumRealm.id,
          content: sql<string | null>`${sql.placeholder('content')}::text`.as('content'),
          prompt: sql<string>`${sql.placeholder('prompt')}::text`.as('prompt'),
          fileKey: sql<string | null>`null::text`.as('file_key'),
          fileName: sql<string | null>`null::text`.as('file_name'),
          fileType: sql<string | null>`null::text`.as('file_type'),
          fileSize: sql<number | null>`null::bigint`.as('file_size'),
          updatedAt: sql<Date>`now()`.as('updated_at'),
          completedAt: sql<Date>`now()`.as('completed_at'),
          version: sql<number>`1`.as('version'),
        })
        .from(curriculumRealm)
        .where(
          and(
            eq(curriculumRealm.id, sql.placeholder('realmId')),
            realmLiveAt(sql.placeholder('now')),
          ),
        )
        .for('share'),
    )
    .onConflictDoUpdate({
      target: [questAnswer.userId, questAnswer.questId],
      set: {
        content: sql`excluded.content`,
        prompt: sql`excluded.prompt`,
        completedAt: sql`now()`,
        updatedAt: sql`now()`,
      },
      setWhere: isNull(questAnswer.completedAt),
    })
    .returning({ questId: questAnswer.questId })
    .prepare('complete_answer'),
);

/**
 * What completing a quest reads of its creator, in one statement: their cohort (its pace opens
 * the realms), the realms they have completed (the quest's must be unlocked and not mastered),
 * and their answer to the quest so far. Three reads before; on PGlite, where every statement is
 * parsed and planned afresh, each one is a share of a completion.
 */
const questStandingStatement = preparedFor((db) =>
  db
    .select({
      cohort,
      // The key first: drizzle reads a left-joined object as absent when its first field is null.
      answer: {
        questId: questAnswer.questId,
        completedAt: questAnswer.completedAt,
        fileKey: questAnswer.fileKey,
      },
      completedRealmIds: sql<
        number[]
      >`array(select ${realmCompletion.realmId} from ${realmCompletion} where ${realmCompletion.userId} = ${user.id})`,
    })
    .from(user)
    .leftJoin(cohortMember, eq(cohortMember.userId, user.id))
    .leftJoin(cohort, eq(cohort.id, cohortMember.cohortId))
    .leftJoin(
      questAnswer,
      and(eq(questAnswer.userId, user.id), eq(questAnswer.questId, sql.placeholder('questId'))),
    )
    .where(eq(user.id, sql.placeholder('userId')))
    .prepare('quest_standing_of_creator'),
);

/** The creator's standing for a quest (questStandingStatement); undefined for no such creator. */
export async function loadQuestStanding(db: Database, userId: string, questId: string) {
  const [row] = await questStandingStatement(db).execute({ userId, questId });
  return row && { ...row, completedRealmIds: new Set(row.completedRealmIds) };
}

export async function findAnswer(db: Database, userId: string, questId: string) {
  const [row] = await answerStatement(db).execute({ userId, questId });
  return row;
}

/**
 * Marks a quest complete with its text. Only an answer not yet completed is
 * changed, so a repeated or concurrent request cannot overwrite a completion.
 * Returns false when it was already complete, or its realm is not live.
 */
export async function markAnswerCompleted(
  db: Database,
  input: {
    userId: string;
    questId: string;
    realmId: number;
    content: string | null;
    prompt: string;
    /** The realm must be live at this instant (the app's clock). */
    now: Date;
  },
): Promise<boolean> {
  const rows = await completeAnswerStatement(db).execute({
    ...input,
    now: input.now.toISOString(),
  });
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
    /** A completed answer a coach asked to revise takes a new file (issue 31). */
    isRevising?: boolean;
  },
): Promise<{ isAttached: boolean; replacedKey: string | null }> {
  const { fileKey, fileName, fileType, fileSize, isRevising, ...answerOf } = input;
  return db.transaction(async (tx) => {
    await tx.insert(questAnswer).values(answerOf).onConflictDoNothing();
    const [existing] = await tx
      .select({ fileKey: questAnswer.fileKey, completedAt: questAnswer.completedAt })
      .from(questAnswer)
      .where(and(eq(questAnswer.userId, input.userId), eq(questAnswer.questId, input.questId)))
      .for('update');
    if (!existing || (existing.completedAt && !isRevising)) {
      return { isAttached: false, replacedKey: null };
    }
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
