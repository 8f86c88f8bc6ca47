import { and, asc, eq, isNotNull, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isRealmLive } from '#shared/rules/curriculum.ts';
import type { Database } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import {
  curriculumCheckinPrompt,
  curriculumInsight,
  curriculumQuest,
  curriculumRealm,
  curriculumVersion,
} from '../../db/schema/curriculum.ts';
import { questAnswer } from '../../db/schema/journey.ts';

// The curriculum tables belong to features/curriculum; everyone else reads
// the curriculum through its cache (curriculum-cache.ts).

export type RealmRow = typeof curriculumRealm.$inferSelect;
export type QuestRow = typeof curriculumQuest.$inferSelect;

/** Everything the curriculum is, in a few small reads (ten realms, a few dozen quests). */
export async function loadCurriculumRows(db: Database) {
  const [version] = await db.select().from(curriculumVersion);
  const realms = await db.select().from(curriculumRealm).orderBy(asc(curriculumRealm.id));
  const quests = await db
    .select()
    .from(curriculumQuest)
    .orderBy(asc(curriculumQuest.realmId), asc(curriculumQuest.position), asc(curriculumQuest.id));
  const prompts = await db
    .select()
    .from(curriculumCheckinPrompt)
    .orderBy(asc(curriculumCheckinPrompt.weekday));
  const insights = await db
    .select()
    .from(curriculumInsight)
    .orderBy(asc(curriculumInsight.position));
  return { version: version?.version ?? 0, realms, quests, prompts, insights };
}

export async function readCurriculumVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: curriculumVersion.version }).from(curriculumVersion);
  return row?.version ?? 0;
}

/** Every change to the curriculum bumps its version in the change's own transaction. */
export async function bumpCurriculumVersion(tx: Database): Promise<void> {
  await tx
    .insert(curriculumVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: curriculumVersion.id,
      set: { version: sql`${curriculumVersion.version} + 1` },
    });
}

/**
 * Locks the programme-wide words (check-in prompts, quotes) for one change:
 * the version row is their lock, so two staff saving at once queue and the
 * second one's audited "before" is the first one's result.
 */
export async function lockProgrammeWords(tx: Database): Promise<void> {
  await tx.select().from(curriculumVersion).where(eq(curriculumVersion.id, 1)).for('update');
}

export async function listCheckinPrompts(db: Database): Promise<string[]> {
  const rows = await db
    .select({ prompt: curriculumCheckinPrompt.prompt })
    .from(curriculumCheckinPrompt)
    .orderBy(asc(curriculumCheckinPrompt.weekday));
  return rows.map((row) => row.prompt);
}

export function listInsights(db: Database) {
  return db
    .select({ text: curriculumInsight.text, author: curriculumInsight.author })
    .from(curriculumInsight)
    .orderBy(asc(curriculumInsight.position));
}

export async function lockRealm(tx: Database, realmId: number): Promise<RealmRow | undefined> {
  const [row] = await tx
    .select()
    .from(curriculumRealm)
    .where(eq(curriculumRealm.id, realmId))
    .for('update');
  return row;
}

/**
 * Whether a realm is open for creators' work at `now`, read under a share lock
 * on its row held to the end of the caller's transaction: staff taking it back
 * to draft (under the row's update lock) wait for the answer being written,
 * or the answer waits and then finds the realm a draft.
 */
/**
 * isRealmLive in SQL, for statements that take the realm's row: live, or scheduled and its time
 * (`now`, an ISO instant) has come.
 */
export function realmLiveAt(now: SQL | SQLWrapper) {
  return sql`(${curriculumRealm.state} = 'live' or (${curriculumRealm.state} = 'scheduled' and ${curriculumRealm.opensAt} <= ${now}::timestamptz))`;
}

// Prepared: every worksheet stored takes it.
const holdRealmStatement = preparedFor((tx) =>
  tx
    .select({ state: curriculumRealm.state, opensAt: curriculumRealm.opensAt })
    .from(curriculumRealm)
    .where(eq(curriculumRealm.id, sql.placeholder('realmId')))
    .for('share')
    .prepare('hold_realm_open'),
);

export async function holdRealmOpen(tx: Database, realmId: number, now: Date): Promise<boolean> {
  const [row] = await holdRealmStatement(tx).execute({ realmId });
  return row !== undefined && isRealmLive(row, now);
}

/** Whether any creator has begun a task of the realm: an answer, finished or not (a worksheet sent). */
export async function hasAnswersInRealm(tx: Database, realmId: number): Promise<boolean> {
  const [row] = await tx
    .select({ realmId: questAnswer.realmId })
    .from(questAnswer)
    .where(eq(questAnswer.realmId, realmId))
    .limit(1);
  return row !== undefined;
}

export async function updateRealm(
  tx: Database,
  realmId: number,
  changes: Partial<typeof curriculumRealm.$inferInsert>,
): Promise<RealmRow> {
  const [row] = await tx
    .update(curriculumRealm)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(curriculumRealm.id, realmId))
    .returning();
  return row!;
}

/** The realm's quests that are not removed, final task last. */
export function listCurrentQuests(tx: Database, realmId: number) {
  return tx
    .select()
    .from(curriculumQuest)
    .where(and(eq(curriculumQuest.realmId, realmId), isNull(curriculumQuest.removedAt)))
    .orderBy(asc(curriculumQuest.isFinal), asc(curriculumQuest.position), asc(curriculumQuest.id));
}

export async function findQuestForUpdate(tx: Database, questId: string) {
  const [row] = await tx
    .select()
    .from(curriculumQuest)
    .where(and(eq(curriculumQuest.id, questId), isNull(curriculumQuest.removedAt)))
    .for('update');
  return row;
}

export async function insertQuest(tx: Database, values: typeof curriculumQuest.$inferInsert) {
  const [row] = await tx.insert(curriculumQuest).values(values).returning();
  return row!;
}

export async function updateQuest(
  tx: Database,
  questId: string,
  changes: Partial<typeof curriculumQuest.$inferInsert>,
): Promise<QuestRow> {
  const [row] = await tx
    .update(curriculumQuest)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(curriculumQuest.id, questId))
    .returning();
  return row!;
}

export async function setQuestPositions(tx: Database, questIds: readonly string[]) {
  for (const [position, questId] of questIds.entries()) {
    await tx
      .update(curriculumQuest)
      .set({ position: position + 1, updatedAt: sql`now()` })
      .where(eq(curriculumQuest.id, questId));
  }
}

/** The realm of a quest not removed; undefined for an unknown or removed one. */
export async function findRealmIdOfQuest(db: Database, questId: string) {
  const [row] = await db
    .select({ realmId: curriculumQuest.realmId })
    .from(curriculumQuest)
    .where(and(eq(curriculumQuest.id, questId), isNull(curriculumQuest.removedAt)));
  return row?.realmId;
}

export async function questIdExists(tx: Database, questId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: curriculumQuest.id })
    .from(curriculumQuest)
    .where(eq(curriculumQuest.id, questId));
  return row !== undefined;
}

export async function replaceCheckinPrompts(tx: Database, prompts: readonly string[]) {
  for (const [weekday, prompt] of prompts.entries()) {
    await tx
      .insert(curriculumCheckinPrompt)
      .values({ weekday, prompt })
      .onConflictDoUpdate({ target: curriculumCheckinPrompt.weekday, set: { prompt } });
  }
}

export async function replaceInsights(
  tx: Database,
  insights: readonly { text: string; author: string }[],
) {
  await tx.delete(curriculumInsight);
  if (insights.length > 0)
    await tx
      .insert(curriculumInsight)
      .values(insights.map((insight, index) => ({ position: index + 1, ...insight })));
}

/** Realms whose opening is due and not yet announced, claimed by one process (SKIP LOCKED). */
export function claimDueOpenings(tx: Database, now: Date) {
  return tx
    .select()
    .from(curriculumRealm)
    .where(
      and(
        isNull(curriculumRealm.announcedAt),
        isNotNull(curriculumRealm.opensAt),
        sql`${curriculumRealm.state} in ('scheduled', 'live')`,
        sql`${curriculumRealm.opensAt} <= ${now}`,
      ),
    )
    .for('update', { skipLocked: true });
}

/** The seed: inserts what is missing, never overwriting what staff changed. */
export async function insertSeedRows(
  db: Database,
  rows: {
    realms: (typeof curriculumRealm.$inferInsert)[];
    quests: (typeof curriculumQuest.$inferInsert)[];
    prompts: (typeof curriculumCheckinPrompt.$inferInsert)[];
    insights: (typeof curriculumInsight.$inferInsert)[];
  },
): Promise<{ addedQuestIds: string[] }> {
  return db.transaction(async (tx) => {
    await tx.insert(curriculumRealm).values(rows.realms).onConflictDoNothing();
    const added = await tx
      .insert(curriculumQuest)
      .values(rows.quests)
      .onConflictDoNothing()
      .returning({ id: curriculumQuest.id });
    await tx.insert(curriculumCheckinPrompt).values(rows.prompts).onConflictDoNothing();
    const hasInsights = (await tx.select().from(curriculumInsight).limit(1)).length > 0;
    if (!hasInsights) await tx.insert(curriculumInsight).values(rows.insights);
    await tx.insert(curriculumVersion).values({ id: 1, version: 1 }).onConflictDoNothing();
    return { addedQuestIds: added.map((row) => row.id) };
  });
}
