import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { insightCreator, insightTaskDone } from '../../db/schema/insights.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { cohortMember } from '../../db/schema/cohorts.ts';
import { arrayLiteral, daysBetween, inPopulation, type Population } from './insights-sql.ts';

// The funnel and the stalls, read from the rollup's facts (decision 029): one row a creator
// and one a completed task, never the journey tables themselves.

export type FunnelRow = { count: number; medianDays: number | null };

/**
 * Signed up → first quest completed → each live realm completed, in order → first kit shipped:
 * per step the creators who took it, and the median days since the step before (over those who
 * took both).
 */
export async function readFunnel(
  db: Database,
  input: { population: Population; realmIds: readonly number[] },
): Promise<FunnelRow[]> {
  const instants: SQL[] = [
    sql`c.signed_up_at`,
    sql`c.first_quest_at`,
    ...input.realmIds.map((realmId) => sql`c.realm_done_at[${sql.raw(String(realmId))}]`),
    sql`c.kit_shipped_at`,
  ];
  // Each column named for its step: a driver keeps one value a column name.
  const columns = instants.map((instant, step) => {
    const median =
      step === 0
        ? sql`null::float8`
        : sql`(percentile_cont(0.5) within group (order by ${daysBetween(instant, instants[step - 1]!)}))::float8`;
    return sql`count(${instant})::int as ${sql.raw(`count_${step}`)}, ${median} as ${sql.raw(`median_${step}`)}`;
  });
  const result = await db.execute(sql`
    select ${sql.join(columns, sql`, `)}
    from ${insightCreator} c where ${inPopulation(input.population, { signedUpAt: sql`c.signed_up_at`, userId: sql`c.user_id` })}`);
  const row = rowsOf<Record<string, number | null>>(result)[0] ?? {};
  return instants.map((_, step) => ({
    count: Number(row[`count_${step}`] ?? 0),
    medianDays: row[`median_${step}`] ?? null,
  }));
}

/**
 * Whom the stalls count: one population, or several programme cohorts at once (cohorts
 * compared), each counted in its own group exactly as its own filter would count it.
 */
export type StallScope = { population: Population } | { cohortIds: readonly number[] };

/** The group a stall row belongs to: the cohort's id, or null for a population's one group. */
export type StallGroup = number | null;

/**
 * The scope as SQL on a table of creators' rows: the group each row counts in, what to join
 * for it, and the condition. Cohorts' members are probed by primary key as one array, as
 * `memberOf` does for one cohort, and the members' rows joined for their cohort's id.
 */
function scoped(scope: StallScope, columns: { signedUpAt: SQL; userId: SQL }) {
  if ('population' in scope)
    return { group: sql`null::int`, join: sql``, where: inPopulation(scope.population, columns) };
  const ids = sql`${arrayLiteral(scope.cohortIds)}::int[]`;
  return {
    group: sql`m.cohort_id`,
    join: sql`join ${cohortMember} m on m.user_id = ${columns.userId}`,
    where: sql`${columns.userId} = any(array(select user_id from ${cohortMember} where cohort_id = any(${ids})))`,
  };
}

const ofCreator = { signedUpAt: sql`c.signed_up_at`, userId: sql`c.user_id` };

/** Per realm, the creators it is open to: realm 1 from sign-up, realm n once n-1 is completed. */
export async function readReachedByRealm(
  db: Database,
  input: { scope: StallScope; realmIds: readonly number[] },
): Promise<Map<StallGroup, Map<number, number>>> {
  if (input.realmIds.length === 0) return new Map();
  const { group, join, where } = scoped(input.scope, ofCreator);
  const counts = input.realmIds.map(
    (realmId) =>
      sql`${realmId === 1 ? sql`count(*)` : sql`count(c.realm_done_at[${sql.raw(String(realmId - 1))}])`}::int as ${sql.raw(`realm_${realmId}`)}`,
  );
  const result = await db.execute(sql`
    select ${group} as cohort_id, ${sql.join(counts, sql`, `)}
    from ${insightCreator} c ${join} where ${where} group by 1`);
  return new Map(
    rowsOf<Record<string, number> & { cohort_id: StallGroup }>(result).map((row) => [
      row.cohort_id,
      new Map(input.realmIds.map((realmId) => [realmId, Number(row[`realm_${realmId}`] ?? 0)])),
    ]),
  );
}

export type TaskDoneRow = {
  cohort_id: StallGroup;
  quest_id: string;
  completed: number;
  median_days: number | null;
};

/** Per task, the creators who completed it (of a realm open to them) and the median days it took. */
export async function readTasksDone(
  db: Database,
  input: { scope: StallScope; questIds: readonly string[] },
): Promise<TaskDoneRow[]> {
  if (input.questIds.length === 0) return [];
  const { group, join, where } = scoped(input.scope, {
    signedUpAt: sql`t.signed_up_at`,
    userId: sql`t.user_id`,
  });
  const result = await db.execute(sql`
    select ${group} as cohort_id, t.quest_id, count(*)::int as completed,
      (percentile_cont(0.5) within group (order by t.days_to_complete))::float8 as median_days
    from ${insightTaskDone} t ${join}
    where ${where}
      and t.quest_id in (${sql.join(
        input.questIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    group by 1, t.quest_id`);
  return rowsOf<TaskDoneRow>(result);
}

/** How many active creators (any activity since `activeSince`) sit on each task now. */
export async function readSittingByTask(
  db: Database,
  input: { scope: StallScope; activeSince: Date },
): Promise<Map<StallGroup, Map<string, number>>> {
  const { group, join, where } = scoped(input.scope, ofCreator);
  const result = await db.execute(sql`
    select ${group} as cohort_id, c.current_quest_id as quest_id, count(*)::int as sitting
    from ${insightCreator} c ${join}
    where ${where}
      and c.current_quest_id is not null
      and c.last_active_at >= ${input.activeSince.toISOString()}::timestamptz
    group by 1, c.current_quest_id`);
  const byGroup = new Map<StallGroup, Map<string, number>>();
  for (const row of rowsOf<{ cohort_id: StallGroup; quest_id: string; sitting: number }>(result)) {
    if (!byGroup.has(row.cohort_id)) byGroup.set(row.cohort_id, new Map());
    byGroup.get(row.cohort_id)!.set(row.quest_id, row.sitting);
  }
  return byGroup;
}
