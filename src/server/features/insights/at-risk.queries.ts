import { sql, type SQL } from 'drizzle-orm';
import type { AtRiskQuery } from '#shared/schemas/insights.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { buddyNote, buddyPair } from '../../db/schema/buddies.ts';
import { dailyCheckin, questAnswer, realmCompletion } from '../../db/schema/journey.ts';
import { populationCondition, rowsOf, type LiveTask, type Population } from './insights-sql.ts';
import { currentTaskSql } from './programme-insights.queries.ts';

export type AtRiskRow = {
  id: string;
  name: string;
  email: string;
  joined_at: Date | string;
  /** When the risk began: last activity, last check-in of the broken streak, or on the quest since. */
  since: Date | string;
  quest_id: string | null;
  streak_length: number | null;
};

type ListInput = {
  population: Population;
  tasks: readonly LiveTask[];
  now: Date;
  sort: AtRiskQuery['sort'];
  direction: AtRiskQuery['direction'];
  limit: number;
  offset: number;
};

function orderAndPage(input: ListInput): SQL {
  const direction = input.direction === 'asc' ? sql`asc` : sql`desc`;
  const column =
    input.sort === 'name' ? sql`name` : input.sort === 'joined' ? sql`joined_at` : sql`since`;
  return sql`order by ${column} ${direction}, id ${direction} limit ${input.limit} offset ${input.offset}`;
}

const daysBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * 86_400_000).toISOString();

/** Signed up in the last 14 days, and nothing (check-in, answer, buddy note, sign-up) for 3 days. */
export async function listNewAndQuiet(db: Database, input: ListInput): Promise<AtRiskRow[]> {
  const result = await db.execute(sql`
    with cand as (
      select u.id, u.name, u.email, u.created_at as joined_at from ${user} u
      where ${populationCondition(input.population)} and u.created_at > ${daysBefore(input.now, 14)}::timestamptz
    ),
    ${currentTaskSql(input.tasks)},
    quiet as (
      select cand.*, greatest(cand.joined_at,
        (select max(d.created_at) from ${dailyCheckin} d where d.user_id = cand.id),
        (select max(a.updated_at) from ${questAnswer} a where a.user_id = cand.id),
        (select max(n.updated_at) from ${buddyNote} n where n.author_id = cand.id)) as since
      from cand
    )
    select q.id, q.name, q.email, q.joined_at, q.since, ct.quest_id, null::int as streak_length
    from quiet q join current_task ct on ct.id = q.id
    where q.since <= ${daysBefore(input.now, 3)}::timestamptz
    ${orderAndPage(input)}`);
  return rowsOf<AtRiskRow>(result);
}

/**
 * A run of 7 or more check-ins on consecutive days that just broke: the last check-in was the
 * day before yesterday or the day before that, on the creator's own calendar.
 */
export async function listStreakBroken(db: Database, input: ListInput): Promise<AtRiskRow[]> {
  const now = input.now.toISOString();
  const result = await db.execute(sql`
    with latest as (
      select u.id, u.name, u.email, u.created_at as joined_at,
        (${now}::timestamptz at time zone u.time_zone)::date as today,
        (select max(d.local_date) from ${dailyCheckin} d where d.user_id = u.id) as last_date
      from ${user} u where ${populationCondition(input.population)}
    ),
    cand as (select * from latest where last_date between today - 3 and today - 2),
    ${currentTaskSql(input.tasks)},
    runs as (
      select cand.*, (cand.last_date - (
        select max(d.local_date) from ${dailyCheckin} d
        where d.user_id = cand.id and d.local_date <= cand.last_date and not exists (
          select 1 from ${dailyCheckin} e where e.user_id = cand.id and e.local_date = d.local_date - 1)
      ) + 1)::int as streak_length,
      (select d.created_at from ${dailyCheckin} d where d.user_id = cand.id and d.local_date = cand.last_date)
        as since
      from cand
    )
    select r.id, r.name, r.email, r.joined_at, r.since, ct.quest_id, r.streak_length
    from runs r join current_task ct on ct.id = r.id
    where r.streak_length >= 7
    ${orderAndPage(input)}`);
  return rowsOf<AtRiskRow>(result);
}

/**
 * On the same quest for 10 days or more: their current task (the first one not done in their
 * current realm) has been it since the realm opened to them or since their last completion in it.
 */
export async function listStuckOnQuest(db: Database, input: ListInput): Promise<AtRiskRow[]> {
  const result = await db.execute(sql`
    with cand as (
      select u.id, u.name, u.email, u.created_at as joined_at from ${user} u
      where ${populationCondition(input.population)}
    ),
    ${currentTaskSql(input.tasks)},
    on_it as (
      select cand.*, ct.quest_id, greatest(
        case when ct.realm_id = 1 then cand.joined_at else (
          select c.completed_at from ${realmCompletion} c where c.user_id = cand.id and c.realm_id = ct.realm_id - 1)
        end,
        (select max(a.completed_at) from ${questAnswer} a join tasks t on t.quest_id = a.quest_id
          where a.user_id = cand.id and t.realm_id = ct.realm_id)) as since
      from cand join current_task ct on ct.id = cand.id
      where ct.quest_id is not null
    )
    select id, name, email, joined_at, since, quest_id, null::int as streak_length
    from on_it where since <= ${daysBefore(input.now, 10)}::timestamptz
    ${orderAndPage(input)}`);
  return rowsOf<AtRiskRow>(result);
}

export type QuietPairRow = {
  id: number;
  first_id: string;
  first_name: string;
  second_id: string;
  second_name: string;
  paired_at: Date | string;
  last_note_at: Date | string | null;
};

/** Active buddy pairs with no note written (or rewritten) for two weeks, the longest quiet first. */
export async function listQuietPairs(
  db: Database,
  input: { now: Date; limit: number; offset: number },
): Promise<QuietPairRow[]> {
  const result = await db.execute(sql`
    with pairs as (
      select p.id, p.first_user_id as first_id, f.name as first_name, p.second_user_id as second_id,
        s.name as second_name, p.created_at as paired_at,
        (select max(n.updated_at) from ${buddyNote} n where n.pair_id = p.id) as last_note_at
      from ${buddyPair} p
      join ${user} f on f.id = p.first_user_id
      join ${user} s on s.id = p.second_user_id
      where p.ended_at is null and p.created_at <= ${daysBefore(input.now, 14)}::timestamptz
    )
    select * from pairs
    where coalesce(last_note_at, paired_at) <= ${daysBefore(input.now, 14)}::timestamptz
    order by coalesce(last_note_at, paired_at) asc, id asc
    limit ${input.limit} offset ${input.offset}`);
  return rowsOf<QuietPairRow>(result);
}

/** The current task of each given creator (null when none: every live task is done). */
export async function readCurrentTasks(
  db: Database,
  input: { userIds: readonly string[]; tasks: readonly LiveTask[] },
): Promise<Map<string, string | null>> {
  if (input.userIds.length === 0) return new Map();
  const ids = sql.join(
    input.userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with cand as (select unnest(array[${ids}]::text[]) as id),
    ${currentTaskSql(input.tasks)}
    select id, quest_id from current_task`);
  return new Map(
    rowsOf<{ id: string; quest_id: string | null }>(result).map((row) => [row.id, row.quest_id]),
  );
}

/** Active creators (any check-in, answer or buddy note since `activeSince`) whose current task is `questId`. */
export async function listSittingOnTask(
  db: Database,
  input: ListInput & { questId: string; activeSince: Date },
): Promise<AtRiskRow[]> {
  const since = input.activeSince.toISOString();
  const result = await db.execute(sql`
    with cand as (
      select u.id, u.name, u.email, u.created_at as joined_at from ${user} u
      where ${populationCondition(input.population)} and (
        exists (select 1 from ${dailyCheckin} d where d.user_id = u.id and d.created_at >= ${since}::timestamptz)
        or exists (select 1 from ${questAnswer} a where a.user_id = u.id and a.updated_at >= ${since}::timestamptz)
        or exists (select 1 from ${buddyNote} n where n.author_id = u.id and n.updated_at >= ${since}::timestamptz))
    ),
    ${currentTaskSql(input.tasks)},
    on_it as (
      select cand.*, ct.quest_id, greatest(
        case when ct.realm_id = 1 then cand.joined_at else (
          select c.completed_at from ${realmCompletion} c where c.user_id = cand.id and c.realm_id = ct.realm_id - 1)
        end,
        (select max(a.completed_at) from ${questAnswer} a join tasks t on t.quest_id = a.quest_id
          where a.user_id = cand.id and t.realm_id = ct.realm_id)) as since
      from cand join current_task ct on ct.id = cand.id
      where ct.quest_id = ${input.questId}
    )
    select id, name, email, joined_at, since, quest_id, null::int as streak_length from on_it
    ${orderAndPage(input)}`);
  return rowsOf<AtRiskRow>(result);
}
