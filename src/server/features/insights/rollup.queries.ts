import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { buddyNote } from '../../db/schema/buddies.ts';
import { cohortMember } from '../../db/schema/cohorts.ts';
import {
  insightCohortSize,
  insightCreator,
  insightCreatorDays,
  insightDayCount,
  insightMemberDayCount,
  insightMemberSize,
  insightMemberWeekCount,
  insightRollupState,
  insightStaleCreator,
  insightTaskDone,
  insightWeekCount,
} from '../../db/schema/insights.ts';
import {
  dailyCheckin,
  questAnswer,
  realmCompletion,
  rewardClaim,
} from '../../db/schema/journey.ts';
import type { CountDeltas, CountedCreator } from './count-deltas.ts';
import type { CreatorFacts, CreatorRows } from './creator-facts.ts';
import type { ActivityRows } from './last-active.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { arrayLiteral } from './insights-sql.ts';

// The rollup's reads and writes. Batches travel as one array literal a column (`unnest`), so a
// statement has a handful of parameters whatever the batch size.

const iso = (instant: Date | null) => (instant ? instant.toISOString() : null);

export type StaleClaim = { userId: string; version: number };

/**
 * Takes up to `limit` stale creators for this pass. Claimed rows stay, leased until
 * `leaseUntil`, so a pass that dies leaves them for the next one; SKIP LOCKED lets several
 * processes claim side by side without waiting on each other or on writers.
 */
export async function claimStaleCreators(
  db: Database,
  input: { limit: number; now: Date; leaseUntil: Date; userIds?: readonly string[] },
): Promise<StaleClaim[]> {
  const only = input.userIds
    ? sql`and user_id = any(${arrayLiteral(input.userIds)}::text[])`
    : sql``;
  const result = await db.execute(sql`
    update ${insightStaleCreator} set claimed_until = ${input.leaseUntil.toISOString()}::timestamptz
    where user_id in (
      select user_id from ${insightStaleCreator}
      where (claimed_until is null or claimed_until < ${input.now.toISOString()}::timestamptz) ${only}
      order by user_id limit ${input.limit}
      for update skip locked)
    returning user_id, version`);
  return rowsOf<{ user_id: string; version: string | number }>(result).map((row) => ({
    userId: row.user_id,
    version: Number(row.version),
  }));
}

/** The claimed creators whose stale mark still has the version claimed: nothing changed since. */
export async function stillClaimed(
  tx: Database,
  claims: readonly StaleClaim[],
): Promise<Set<string>> {
  const result = await tx.execute(sql`
    select s.user_id from ${insightStaleCreator} s
    join unnest(${arrayLiteral(claims.map((claim) => claim.userId))}::text[],
      ${arrayLiteral(claims.map((claim) => claim.version))}::bigint[]) as c(user_id, version)
      on s.user_id = c.user_id and s.version = c.version`);
  return new Set(rowsOf<{ user_id: string }>(result).map((row) => row.user_id));
}

/** Lets go of the claims a pass finished; a creator changed again since (a newer version) stays stale. */
export async function releaseClaims(tx: Database, claims: readonly StaleClaim[]): Promise<void> {
  await tx.execute(sql`
    delete from ${insightStaleCreator} s
    using unnest(${arrayLiteral(claims.map((claim) => claim.userId))}::text[],
      ${arrayLiteral(claims.map((claim) => claim.version))}::bigint[]) as c(user_id, version)
    where s.user_id = c.user_id and s.version = c.version`);
}

export async function countStaleCreators(db: Database): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as count from ${insightStaleCreator}`);
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
}

/** The rows of each creator among `userIds` that is one; staff and deleted accounts are absent. */
export async function loadCreatorRows(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, CreatorRows>> {
  const ids = sql`${arrayLiteral(userIds)}::text[]`;
  // One after another: they share one connection inside a transaction, and on PGlite always.
  const accounts = await db.execute(sql`select u.id, u.created_at, u.time_zone, m.cohort_id
      from ${user} u left join ${cohortMember} m on m.user_id = u.id
      where u.id = any(${ids}) and u.role = 'creator'`);
  const activity = await loadActivityRows(db, userIds);
  const completions = await db.execute(sql`select user_id, realm_id, completed_at
      from ${realmCompletion} where user_id = any(${ids})`);
  const kits = await db.execute(sql`select user_id, shipped_at from ${rewardClaim}
      where user_id = any(${ids}) and shipped_at is not null`);
  const byCreator = new Map<string, CreatorRows>();
  for (const row of rowsOf<{
    id: string;
    created_at: Dated;
    time_zone: string;
    cohort_id: number | null;
  }>(accounts)) {
    byCreator.set(row.id, {
      account: {
        id: row.id,
        createdAt: new Date(row.created_at),
        timeZone: row.time_zone,
        cohortId: row.cohort_id,
      },
      ...activity.get(row.id)!,
      realmCompletions: [],
      kitsShippedAt: [],
    });
  }
  for (const row of rowsOf<{ user_id: string; realm_id: number; completed_at: Dated }>(completions))
    byCreator
      .get(row.user_id)
      ?.realmCompletions.push({ realmId: row.realm_id, completedAt: new Date(row.completed_at) });
  for (const row of rowsOf<{ user_id: string; shipped_at: Dated }>(kits))
    byCreator.get(row.user_id)?.kitsShippedAt.push(new Date(row.shipped_at));
  return byCreator;
}

type Dated = string | Date;

/**
 * What each account among `userIds` did that counts as activity (last-active.ts), whatever
 * its role: the rollup's creators, and the console's creators list, staff included.
 */
export async function loadActivityRows(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, ActivityRows>> {
  const ids = sql`${arrayLiteral(userIds)}::text[]`;
  const answers = await db.execute(sql`select user_id, quest_id, realm_id, updated_at, completed_at
      from ${questAnswer} where user_id = any(${ids})`);
  const checkins = await db.execute(sql`select user_id, local_date, created_at from ${dailyCheckin}
      where user_id = any(${ids})`);
  const notes = await db.execute(sql`select author_id as user_id, created_at, updated_at
      from ${buddyNote} where author_id = any(${ids})`);
  const byAccount = new Map<string, ActivityRows>(
    userIds.map((id) => [id, { answers: [], checkins: [], notes: [] }]),
  );
  for (const row of rowsOf<{
    user_id: string;
    quest_id: string;
    realm_id: number;
    updated_at: Dated;
    completed_at: Dated | null;
  }>(answers))
    byAccount.get(row.user_id)?.answers.push({
      questId: row.quest_id,
      realmId: row.realm_id,
      updatedAt: new Date(row.updated_at),
      completedAt: row.completed_at === null ? null : new Date(row.completed_at),
    });
  for (const row of rowsOf<{ user_id: string; local_date: Dated; created_at: Dated }>(checkins))
    byAccount.get(row.user_id)?.checkins.push({
      localDate: dateText(row.local_date),
      createdAt: new Date(row.created_at),
    });
  for (const row of rowsOf<{ user_id: string; created_at: Dated; updated_at: Dated }>(notes))
    byAccount
      .get(row.user_id)
      ?.notes.push({ createdAt: new Date(row.created_at), updatedAt: new Date(row.updated_at) });
  return byAccount;
}

/** A `date` column as 'YYYY-MM-DD', whichever driver read it. */
function dateText(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

export type StoredCounts = CountedCreator;

/**
 * What the counts hold of each creator now. Their facts rows are locked first (in id order)
 * until the pass commits, so no other pass counts the same creator at the same time.
 */
export async function lockStoredCounts(
  tx: Database,
  userIds: readonly string[],
): Promise<Map<string, StoredCounts>> {
  const ids = sql`${arrayLiteral(userIds)}::text[]`;
  await tx.execute(sql`
    select user_id from ${insightCreator} where user_id = any(${ids}) order by user_id for update`);
  const result = await tx.execute(sql`
    select user_id, signup_day::text as signup_day, active_days::text[] as active_days,
      checkin_days::text[] as checkin_days, cohort_id
    from ${insightCreatorDays} where user_id = any(${ids})`);
  return new Map(
    rowsOf<{
      user_id: string;
      signup_day: string;
      active_days: string[] | string;
      checkin_days: string[] | string;
      cohort_id: number | null;
    }>(result).map((row) => [
      row.user_id,
      {
        signupDay: row.signup_day,
        activeDays: textArray(row.active_days),
        checkinDays: textArray(row.checkin_days),
        cohortId: row.cohort_id,
      },
    ]),
  );
}

/** A text[] as a string array: node-postgres parses it, PGlite may hand over the literal. */
function textArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.slice(1, -1);
  return inner === '' ? [] : inner.split(',').map((item) => item.replaceAll('"', ''));
}

/** Replaces the facts of `userIds`: those in `facts` are written, the others removed. */
export async function replaceFacts(
  tx: Database,
  input: { userIds: readonly string[]; facts: readonly CreatorFacts[] },
): Promise<void> {
  const ids = sql`${arrayLiteral(input.userIds)}::text[]`;
  await tx.execute(sql`delete from ${insightTaskDone} where user_id = any(${ids})`);
  const kept = new Set(input.facts.map((facts) => facts.userId));
  const gone = input.userIds.filter((id) => !kept.has(id));
  if (gone.length > 0) {
    const goneIds = sql`${arrayLiteral(gone)}::text[]`;
    await tx.execute(sql`delete from ${insightCreator} where user_id = any(${goneIds})`);
    await tx.execute(sql`delete from ${insightCreatorDays} where user_id = any(${goneIds})`);
  }
  if (input.facts.length === 0) return;
  const column = <Value extends string | number | null>(pick: (facts: CreatorFacts) => Value) =>
    arrayLiteral(input.facts.map(pick));
  await tx.execute(sql`
    insert into ${insightCreator} (user_id, signed_up_at, signup_day, time_zone, first_quest_at,
      realm_done_at, kit_shipped_at, last_active_at, last_checkin_at, streak_run, streak_lost_on,
      current_realm_id, current_quest_id, on_quest_since)
    select f.user_id, f.signed_up_at, f.signup_day, f.time_zone, f.first_quest_at,
      f.realm_done_at::timestamptz[], f.kit_shipped_at, f.last_active_at, f.last_checkin_at,
      f.streak_run, f.streak_lost_on, f.current_realm_id, f.current_quest_id, f.on_quest_since
    from unnest(
      ${column((facts) => facts.userId)}::text[],
      ${column((facts) => iso(facts.signedUpAt))}::timestamptz[],
      ${column((facts) => facts.signupDay)}::date[],
      ${column((facts) => facts.timeZone)}::text[],
      ${column((facts) => iso(facts.firstQuestAt))}::timestamptz[],
      ${column((facts) => arrayLiteral(facts.realmDoneAt.map(iso)))}::text[],
      ${column((facts) => iso(facts.kitShippedAt))}::timestamptz[],
      ${column((facts) => iso(facts.lastActiveAt))}::timestamptz[],
      ${column((facts) => iso(facts.lastCheckinAt))}::timestamptz[],
      ${column((facts) => facts.streakRun)}::int[],
      ${column((facts) => facts.streakLostOn)}::date[],
      ${column((facts) => facts.currentRealmId)}::int[],
      ${column((facts) => facts.currentQuestId)}::text[],
      ${column((facts) => iso(facts.onQuestSince))}::timestamptz[]
    ) as f(user_id, signed_up_at, signup_day, time_zone, first_quest_at, realm_done_at,
      kit_shipped_at, last_active_at, last_checkin_at, streak_run, streak_lost_on,
      current_realm_id, current_quest_id, on_quest_since)
    on conflict (user_id) do update set signed_up_at = excluded.signed_up_at,
      signup_day = excluded.signup_day, time_zone = excluded.time_zone,
      first_quest_at = excluded.first_quest_at, realm_done_at = excluded.realm_done_at,
      kit_shipped_at = excluded.kit_shipped_at, last_active_at = excluded.last_active_at,
      last_checkin_at = excluded.last_checkin_at, streak_run = excluded.streak_run,
      streak_lost_on = excluded.streak_lost_on, current_realm_id = excluded.current_realm_id,
      current_quest_id = excluded.current_quest_id, on_quest_since = excluded.on_quest_since`);
  await tx.execute(sql`
    insert into ${insightCreatorDays} (user_id, signup_day, active_days, checkin_days, cohort_id)
    select d.user_id, d.signup_day, d.active_days::date[], d.checkin_days::date[], d.cohort_id
    from unnest(
      ${column((facts) => facts.userId)}::text[],
      ${column((facts) => facts.signupDay)}::date[],
      ${column((facts) => arrayLiteral(facts.activeDays))}::text[],
      ${column((facts) => arrayLiteral(facts.checkinDays))}::text[],
      ${column((facts) => facts.cohortId)}::int[]
    ) as d(user_id, signup_day, active_days, checkin_days, cohort_id)
    on conflict (user_id) do update set signup_day = excluded.signup_day,
      active_days = excluded.active_days, checkin_days = excluded.checkin_days,
      cohort_id = excluded.cohort_id`);
  const tasks = input.facts.flatMap((facts) =>
    facts.tasksDone.map((task) => ({
      ...task,
      userId: facts.userId,
      at: facts.signedUpAt,
      cohortId: facts.cohortId,
    })),
  );
  if (tasks.length === 0) return;
  await tx.execute(sql`
    insert into ${insightTaskDone} (user_id, quest_id, realm_id, signed_up_at, days_to_complete,
      cohort_id)
    select * from unnest(
      ${arrayLiteral(tasks.map((task) => task.userId))}::text[],
      ${arrayLiteral(tasks.map((task) => task.questId))}::text[],
      ${arrayLiteral(tasks.map((task) => task.realmId))}::int[],
      ${arrayLiteral(tasks.map((task) => task.at.toISOString()))}::timestamptz[],
      ${arrayLiteral(tasks.map((task) => task.daysToComplete))}::float8[],
      ${arrayLiteral(tasks.map((task) => task.cohortId))}::int[])`);
}

/**
 * Adds the differences to the counts. Rows are written in key order, so two passes touching
 * the same days lock them in the same order and never deadlock.
 */
export async function applyCountDeltas(tx: Database, deltas: CountDeltas): Promise<void> {
  if (deltas.days.length > 0)
    await tx.execute(sql`
      insert into ${insightDayCount} (day, signup_day, active_creators, checkins)
      select * from unnest(
        ${arrayLiteral(deltas.days.map((delta) => delta.day))}::date[],
        ${arrayLiteral(deltas.days.map((delta) => delta.signupDay))}::date[],
        ${arrayLiteral(deltas.days.map((delta) => delta.activeCreators))}::int[],
        ${arrayLiteral(deltas.days.map((delta) => delta.checkins))}::int[]) as d(day, signup_day, a, c)
      order by day, signup_day
      on conflict (day, signup_day) do update set
        active_creators = ${insightDayCount.activeCreators} + excluded.active_creators,
        checkins = ${insightDayCount.checkins} + excluded.checkins`);
  if (deltas.weeks.length > 0)
    await tx.execute(sql`
      insert into ${insightWeekCount} (signup_day, week_index, active_creators)
      select * from unnest(
        ${arrayLiteral(deltas.weeks.map((delta) => delta.signupDay))}::date[],
        ${arrayLiteral(deltas.weeks.map((delta) => delta.weekIndex))}::int[],
        ${arrayLiteral(deltas.weeks.map((delta) => delta.activeCreators))}::int[]) as w(s, i, a)
      order by 1, 2
      on conflict (signup_day, week_index) do update set
        active_creators = ${insightWeekCount.activeCreators} + excluded.active_creators`);
  if (deltas.cohorts.length > 0)
    await tx.execute(sql`
      insert into ${insightCohortSize} (signup_day, creators)
      select * from unnest(
        ${arrayLiteral(deltas.cohorts.map((delta) => delta.signupDay))}::date[],
        ${arrayLiteral(deltas.cohorts.map((delta) => delta.creators))}::int[]) as c(s, n)
      order by 1
      on conflict (signup_day) do update set
        creators = ${insightCohortSize.creators} + excluded.creators`);
  await applyMemberCountDeltas(tx, deltas);
}

/** The member counts' differences, in key order as the whole programme's. */
async function applyMemberCountDeltas(tx: Database, deltas: CountDeltas): Promise<void> {
  const { memberDays: days, memberWeeks: weeks, memberSizes: sizes } = deltas;
  if (days.length > 0)
    await tx.execute(sql`
      insert into ${insightMemberDayCount} (cohort_id, day, signup_day, active_creators, checkins)
      select * from unnest(
        ${arrayLiteral(days.map((delta) => delta.cohortId))}::int[],
        ${arrayLiteral(days.map((delta) => delta.day))}::date[],
        ${arrayLiteral(days.map((delta) => delta.signupDay))}::date[],
        ${arrayLiteral(days.map((delta) => delta.activeCreators))}::int[],
        ${arrayLiteral(days.map((delta) => delta.checkins))}::int[]) as d(g, day, signup_day, a, c)
      order by 1, 2, 3
      on conflict (cohort_id, day, signup_day) do update set
        active_creators = ${insightMemberDayCount.activeCreators} + excluded.active_creators,
        checkins = ${insightMemberDayCount.checkins} + excluded.checkins`);
  if (weeks.length > 0)
    await tx.execute(sql`
      insert into ${insightMemberWeekCount} (cohort_id, signup_day, week_index, active_creators)
      select * from unnest(
        ${arrayLiteral(weeks.map((delta) => delta.cohortId))}::int[],
        ${arrayLiteral(weeks.map((delta) => delta.signupDay))}::date[],
        ${arrayLiteral(weeks.map((delta) => delta.weekIndex))}::int[],
        ${arrayLiteral(weeks.map((delta) => delta.activeCreators))}::int[]) as w(g, s, i, a)
      order by 1, 2, 3
      on conflict (cohort_id, signup_day, week_index) do update set
        active_creators = ${insightMemberWeekCount.activeCreators} + excluded.active_creators`);
  if (sizes.length > 0)
    await tx.execute(sql`
      insert into ${insightMemberSize} (cohort_id, signup_day, creators)
      select * from unnest(
        ${arrayLiteral(sizes.map((delta) => delta.cohortId))}::int[],
        ${arrayLiteral(sizes.map((delta) => delta.signupDay))}::date[],
        ${arrayLiteral(sizes.map((delta) => delta.creators))}::int[]) as c(g, s, n)
      order by 1, 2
      on conflict (cohort_id, signup_day) do update set
        creators = ${insightMemberSize.creators} + excluded.creators`);
}

export type RollupState = { tasksSignature: string; generation: number; refreshedAt: Date | null };

export async function readRollupState(db: Database): Promise<RollupState> {
  const result = await db.execute(
    sql`select tasks_signature, generation, refreshed_at from ${insightRollupState} where id = 1`,
  );
  const row = rowsOf<{
    tasks_signature: string;
    generation: string | number;
    refreshed_at: string | Date | null;
  }>(result)[0];
  return {
    tasksSignature: row?.tasks_signature ?? '',
    generation: Number(row?.generation ?? 0),
    refreshedAt: row?.refreshed_at ? new Date(row.refreshed_at) : null,
  };
}

/** After a pass that changed something: a new generation, so answers counted before are old. */
export async function bumpGeneration(tx: Database, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into ${insightRollupState} (id, generation, refreshed_at)
    values (1, 1, ${now.toISOString()}::timestamptz)
    on conflict (id) do update set generation = ${insightRollupState.generation} + 1,
      refreshed_at = excluded.refreshed_at`);
}

/**
 * The live tasks changed (a realm published or opened, a quest added or moved): every
 * creator's current quest may have moved, so all are counted again. Once, under the state row's
 * lock, whichever process sees it first.
 */
export async function restaleAllIfTasksChanged(db: Database, signature: string): Promise<boolean> {
  if ((await readRollupState(db)).tasksSignature === signature) return false;
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select tasks_signature from ${insightRollupState} where id = 1 for update`,
    );
    if (rowsOf<{ tasks_signature: string }>(result)[0]?.tasks_signature === signature) return false;
    await tx.execute(sql`
      insert into ${insightStaleCreator} (user_id) select user_id from ${insightCreator}
      on conflict (user_id) do update set version = ${insightStaleCreator.version} + 1,
        claimed_until = null`);
    await tx.execute(sql`
      insert into ${insightRollupState} (id, tasks_signature) values (1, ${signature})
      on conflict (id) do update set tasks_signature = excluded.tasks_signature`);
    return true;
  });
}
