import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { insightCreator, insightTaskDone } from '../../db/schema/insights.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { daysBetween, inPopulation, type Population } from './insights-sql.ts';

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

/** Per realm, the creators it is open to: realm 1 from sign-up, realm n once n-1 is completed. */
export async function readReachedByRealm(
  db: Database,
  input: { population: Population; realmIds: readonly number[] },
): Promise<Map<number, number>> {
  if (input.realmIds.length === 0) return new Map();
  const counts = input.realmIds.map(
    (realmId) =>
      sql`${realmId === 1 ? sql`count(*)` : sql`count(c.realm_done_at[${sql.raw(String(realmId - 1))}])`}::int as ${sql.raw(`realm_${realmId}`)}`,
  );
  const result = await db.execute(sql`
    select ${sql.join(counts, sql`, `)}
    from ${insightCreator} c where ${inPopulation(input.population, { signedUpAt: sql`c.signed_up_at`, userId: sql`c.user_id` })}`);
  const row = rowsOf<Record<string, number>>(result)[0] ?? {};
  return new Map(input.realmIds.map((realmId) => [realmId, Number(row[`realm_${realmId}`] ?? 0)]));
}

export type TaskDoneRow = { quest_id: string; completed: number; median_days: number | null };

/** Per task, the creators who completed it (of a realm open to them) and the median days it took. */
export async function readTasksDone(
  db: Database,
  input: { population: Population; questIds: readonly string[] },
): Promise<TaskDoneRow[]> {
  if (input.questIds.length === 0) return [];
  const result = await db.execute(sql`
    select t.quest_id, count(*)::int as completed,
      (percentile_cont(0.5) within group (order by t.days_to_complete))::float8 as median_days
    from ${insightTaskDone} t
    where ${inPopulation(input.population, { signedUpAt: sql`t.signed_up_at`, userId: sql`t.user_id`, cohortId: sql`t.cohort_id` })}
      and t.quest_id in (${sql.join(
        input.questIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    group by t.quest_id`);
  return rowsOf<TaskDoneRow>(result);
}

/** How many active creators (any activity since `activeSince`) sit on each task now. */
export async function readSittingByTask(
  db: Database,
  input: { population: Population; activeSince: Date },
): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select c.current_quest_id as quest_id, count(*)::int as sitting
    from ${insightCreator} c
    where ${inPopulation(input.population, { signedUpAt: sql`c.signed_up_at`, userId: sql`c.user_id` })}
      and c.current_quest_id is not null
      and c.last_active_at >= ${input.activeSince.toISOString()}::timestamptz
    group by c.current_quest_id`);
  return new Map(
    rowsOf<{ quest_id: string; sitting: number }>(result).map((row) => [row.quest_id, row.sitting]),
  );
}
