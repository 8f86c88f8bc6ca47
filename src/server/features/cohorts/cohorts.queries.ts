import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { user } from '../../db/schema/auth.ts';
import { cohort, cohortMember, cohortOpeningSent } from '../../db/schema/cohorts.ts';
import { realmCompletion } from '../../db/schema/journey.ts';

export type CohortRow = typeof cohort.$inferSelect;
export type NewCohort = Omit<typeof cohort.$inferInsert, 'id' | 'createdAt'>;

export async function insertCohort(db: Database, values: NewCohort): Promise<CohortRow> {
  const [row] = await db.insert(cohort).values(values).returning();
  return row!;
}

export async function updateCohort(
  db: Database,
  cohortId: number,
  values: Partial<NewCohort>,
): Promise<CohortRow | undefined> {
  const [row] = await db.update(cohort).set(values).where(eq(cohort.id, cohortId)).returning();
  return row;
}

export async function findCohort(db: Database, cohortId: number) {
  const [row] = await db.select().from(cohort).where(eq(cohort.id, cohortId));
  return row;
}

/** The cohort row, locked until the transaction ends: joins to one cohort queue here. */
export async function lockCohort(tx: Database, cohortId: number) {
  const [row] = await tx.select().from(cohort).where(eq(cohort.id, cohortId)).for('update');
  return row;
}

export async function findCohortByCode(db: Database, joinCode: string) {
  const [row] = await db.select().from(cohort).where(eq(cohort.joinCode, joinCode));
  return row;
}

/** Every cohort with how many it holds, newest start first. */
export async function listCohortsWithCounts(db: Database) {
  const members = db
    .select({ cohortId: cohortMember.cohortId, members: count().as('members') })
    .from(cohortMember)
    .groupBy(cohortMember.cohortId)
    .as('members');
  return db
    .select({ cohort, memberCount: sql<number>`coalesce(${members.members}, 0)::int` })
    .from(cohort)
    .leftJoin(members, eq(members.cohortId, cohort.id))
    .orderBy(sql`${cohort.startsAt} desc`, asc(cohort.id));
}

export async function countMembers(db: Database, cohortId: number): Promise<number> {
  const [row] = await db
    .select({ members: count() })
    .from(cohortMember)
    .where(eq(cohortMember.cohortId, cohortId));
  return row?.members ?? 0;
}

/** The creator's cohort, or undefined when they are in none. */
// Prepared: every quest a creator opens or completes is paced by their cohort.
const cohortOfStatement = preparedFor((db) =>
  db
    .select({ cohort })
    .from(cohortMember)
    .innerJoin(cohort, eq(cohort.id, cohortMember.cohortId))
    .where(eq(cohortMember.userId, sql.placeholder('userId')))
    .prepare('cohort_of_creator'),
);

export async function findCohortOf(db: Database, userId: string) {
  const [row] = await cohortOfStatement(db).execute({ userId });
  return row?.cohort;
}

/** Puts the creator in the cohort, out of any other: their journey's rows are not touched. */
export async function upsertMembership(db: Database, userId: string, cohortId: number) {
  await db
    .insert(cohortMember)
    .values({ userId, cohortId })
    .onConflictDoUpdate({
      target: cohortMember.userId,
      set: { cohortId, joinedAt: sql`now()` },
    });
}

export async function deleteMembership(db: Database, userId: string, cohortId: number) {
  const rows = await db
    .delete(cohortMember)
    .where(and(eq(cohortMember.userId, userId), eq(cohortMember.cohortId, cohortId)))
    .returning({ userId: cohortMember.userId });
  return rows.length > 0;
}

/** A page of a cohort's members with how many realms each completed. */
export async function listMembers(
  db: Database,
  cohortId: number,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      joinedAt: cohortMember.joinedAt,
      realmsCompleted: sql<number>`(select count(*)::int from ${realmCompletion} where ${realmCompletion.userId} = ${user.id})`,
    })
    .from(cohortMember)
    .innerJoin(user, eq(user.id, cohortMember.userId))
    .where(eq(cohortMember.cohortId, cohortId))
    .orderBy(asc(cohortMember.joinedAt), asc(user.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many of the cohort's members have completed each number of realms (0…10): never who. */
export async function countMembersByRealmsCompleted(db: Database, cohortId: number) {
  const done = db
    .select({
      userId: cohortMember.userId,
      completed:
        sql<number>`(select count(*) from ${realmCompletion} where ${realmCompletion.userId} = ${cohortMember.userId})`.as(
          'completed',
        ),
    })
    .from(cohortMember)
    .where(eq(cohortMember.cohortId, cohortId))
    .as('done');
  return db
    .select({
      completed: sql<number>`${done.completed}::int`,
      creators: sql<number>`count(*)::int`,
    })
    .from(done)
    .groupBy(done.completed);
}

/** Marks the cohort's opening of a realm told; false when it was told already (by another process). */
export async function claimOpeningSent(db: Database, cohortId: number, realmId: number) {
  const rows = await db
    .insert(cohortOpeningSent)
    .values({ cohortId, realmId })
    .onConflictDoNothing()
    .returning({ realmId: cohortOpeningSent.realmId });
  return rows.length > 0;
}

/** The openings of every cohort already told, as 'cohortId:realmId'. */
export async function listOpeningsSent(db: Database): Promise<Set<string>> {
  const rows = await db
    .select({ cohortId: cohortOpeningSent.cohortId, realmId: cohortOpeningSent.realmId })
    .from(cohortOpeningSent);
  return new Set(rows.map((row) => `${row.cohortId}:${row.realmId}`));
}

export async function listCohorts(db: Database) {
  return db.select().from(cohort);
}

/**
 * The cohort's members who wait at realm `realmId`'s door: all of them for realm 1, else
 * those who completed the realm before it and not this one.
 */
export async function listMembersAtRealm(db: Database, cohortId: number, realmId: number) {
  const completed = (id: number) =>
    sql`exists (select 1 from ${realmCompletion} where ${realmCompletion.userId} = ${cohortMember.userId} and ${realmCompletion.realmId} = ${id})`;
  const rows = await db
    .select({ userId: cohortMember.userId })
    .from(cohortMember)
    .where(
      and(
        eq(cohortMember.cohortId, cohortId),
        realmId > 1 ? completed(realmId - 1) : undefined,
        sql`not ${completed(realmId)}`,
      ),
    );
  return rows.map((row) => row.userId);
}

/** Which of these creators are in a cohort, with its times: the realm-opening job leaves them to it. */
export async function listCohortTimesOf(db: Database, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, CohortRow>();
  const rows = await db
    .select({ userId: cohortMember.userId, cohort })
    .from(cohortMember)
    .innerJoin(cohort, eq(cohort.id, cohortMember.cohortId))
    .where(sql`${cohortMember.userId} in ${userIds}`);
  return new Map(rows.map((row) => [row.userId, row.cohort]));
}

/** Cohorts' names, newest start first; only those in `ids` when given. */
export async function listCohortNames(db: Database, ids?: readonly number[]) {
  return db
    .select({ id: cohort.id, name: cohort.name })
    .from(cohort)
    .where(ids ? inArray(cohort.id, [...ids]) : undefined)
    .orderBy(sql`${cohort.startsAt} desc`, asc(cohort.id));
}
