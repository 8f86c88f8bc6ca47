import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { buddyNote } from '../../db/schema/buddies.ts';
import {
  dailyCheckin,
  questAnswer,
  realmCompletion,
  rewardClaim,
} from '../../db/schema/journey.ts';
import {
  daysBetween,
  intArray,
  populationCondition,
  rowsOf,
  tasksTable,
  type LiveTask,
  type Population,
} from './insights-sql.ts';

// The insights are a read model over the journey tables (like features/progress and the
// console's creator stats): they read them and write none.

export type FunnelRow = { step: number; count: number; median_days: number | null };

/**
 * Per creator, the instant of each step: 0 signed up, 1 first quest completed, 2… each live
 * realm completed in order, then the first kit shipped; counted per step with the median days
 * since the step before (over creators who reached both).
 */
export async function readFunnel(
  db: Database,
  input: { population: Population; realmIds: readonly number[] },
): Promise<FunnelRow[]> {
  const kitStep = 2 + input.realmIds.length;
  const result = await db.execute(sql`
    with pop as (select u.id, u.created_at from ${user} u where ${populationCondition(input.population)}),
    steps as (
      select pop.id as user_id, 0 as step, pop.created_at as at from pop
      union all
      select a.user_id, 1, min(a.completed_at) from ${questAnswer} a join pop on pop.id = a.user_id
        where a.completed_at is not null group by a.user_id
      union all
      select c.user_id, 1 + array_position(${intArray(input.realmIds)}, c.realm_id), c.completed_at
        from ${realmCompletion} c join pop on pop.id = c.user_id
        where c.realm_id = any(${intArray(input.realmIds)})
      union all
      select k.user_id, ${kitStep}::int, min(k.shipped_at) from ${rewardClaim} k join pop on pop.id = k.user_id
        where k.shipped_at is not null group by k.user_id
    )
    select s.step::int as step, count(*)::int as count,
      percentile_cont(0.5) within group (order by ${daysBetween(sql`s.at`, sql`p.at`)})::float8 as median_days
    from steps s left join steps p on p.user_id = s.user_id and p.step = s.step - 1
    group by s.step order by s.step`);
  return rowsOf<FunnelRow>(result);
}

export type StallRow = {
  quest_id: string;
  reached: number;
  completed: number;
  median_days: number | null;
};

/**
 * Per live task: creators whose realm is open to them (realm 1 from sign-up, realm n from
 * completing realm n-1), those of them who completed it, and the median days from the realm
 * opening to the completion.
 */
export async function readStallByTask(
  db: Database,
  input: { population: Population; tasks: readonly LiveTask[] },
): Promise<StallRow[]> {
  const result = await db.execute(sql`
    with tasks(quest_id, realm_id, position) as ${tasksTable(input.tasks)},
    pop as (select u.id, u.created_at from ${user} u where ${populationCondition(input.population)}),
    opened as (
      select pop.id as user_id, 1 as realm_id, pop.created_at as at from pop
      union all
      select c.user_id, c.realm_id + 1, c.completed_at from ${realmCompletion} c join pop on pop.id = c.user_id
    ),
    done as (
      select a.user_id, a.quest_id, a.completed_at from ${questAnswer} a join pop on pop.id = a.user_id
      where a.completed_at is not null and a.quest_id in (select quest_id from tasks)
    )
    select t.quest_id, count(o.user_id)::int as reached, count(d.user_id)::int as completed,
      -- greatest() skips nulls, so the creators who did not complete it are filtered out, not counted as 0.
      (percentile_cont(0.5) within group (order by greatest(0, ${daysBetween(sql`d.completed_at`, sql`o.at`)}))
        filter (where d.user_id is not null))::float8 as median_days
    from tasks t
    left join opened o on o.realm_id = t.realm_id
    left join done d on d.user_id = o.user_id and d.quest_id = t.quest_id
    group by t.quest_id`);
  return rowsOf<StallRow>(result);
}

/** The statement giving each creator of `candidates` (a CTE with `id`) their current realm and task. */
export const currentTaskSql = (tasks: readonly LiveTask[]) => sql`
    tasks(quest_id, realm_id, position) as ${tasksTable(tasks)},
    current_realm as (
      select cand.id, coalesce((select max(c.realm_id) from ${realmCompletion} c where c.user_id = cand.id), 0) + 1
        as realm_id
      from cand
    ),
    current_task as (
      select cr.id, cr.realm_id, (
        select t.quest_id from tasks t
        where t.realm_id = cr.realm_id and not exists (
          select 1 from ${questAnswer} a
          where a.user_id = cr.id and a.quest_id = t.quest_id and a.completed_at is not null)
        order by t.position limit 1) as quest_id
      from current_realm cr
    )`;

/** How many active creators (any check-in, answer or buddy note since `activeSince`) sit on each task now. */
export async function readSittingByTask(
  db: Database,
  input: { population: Population; tasks: readonly LiveTask[]; activeSince: Date },
): Promise<{ quest_id: string; sitting: number }[]> {
  const since = input.activeSince.toISOString();
  const result = await db.execute(sql`
    with cand as (
      select u.id from ${user} u where ${populationCondition(input.population)} and (
        exists (select 1 from ${dailyCheckin} d where d.user_id = u.id and d.created_at >= ${since}::timestamptz)
        or exists (select 1 from ${questAnswer} a where a.user_id = u.id and a.updated_at >= ${since}::timestamptz)
        or exists (select 1 from ${buddyNote} n where n.author_id = u.id and n.updated_at >= ${since}::timestamptz))
    ),
    ${currentTaskSql(input.tasks)}
    select quest_id, count(*)::int as sitting from current_task where quest_id is not null group by quest_id`);
  return rowsOf<{ quest_id: string; sitting: number }>(result);
}
