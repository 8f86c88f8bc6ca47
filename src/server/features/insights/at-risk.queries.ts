import { sql, type SQL } from 'drizzle-orm';
import type { AtRiskQuery } from '#shared/schemas/insights.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { buddyNote, buddyPair } from '../../db/schema/buddies.ts';
import { insightCreator } from '../../db/schema/insights.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { creatorToday, inPopulation, type Dated, type Population } from './insights-sql.ts';

// The at-risk lists, read from the rollup's facts (decision 029), one indexed condition each.

export type AtRiskRow = {
  id: string;
  name: string;
  email: string;
  joined_at: Dated;
  /** When the risk began: last activity, last check-in of the broken streak, or on the quest since. */
  since: Dated;
  quest_id: string | null;
  streak_length: number | null;
  /** When they last did something in the programme (last-active.ts); null when never. */
  last_active_at: Dated | null;
};

type ListInput = {
  population: Population;
  now: Date;
  sort: AtRiskQuery['sort'];
  direction: AtRiskQuery['direction'];
  limit: number;
  offset: number;
};

const daysBefore = (now: Date, days: number) =>
  sql`${new Date(now.getTime() - days * 86_400_000).toISOString()}::timestamptz`;

/**
 * One list: the creators matching `where`, each with `since` and the streak when it matters.
 * The page is chosen from the facts alone and only its rows are joined to their accounts,
 * unless the list is ordered by name.
 */
async function listCreators(
  db: Database,
  input: ListInput & { where: SQL; since: SQL; streak?: SQL; join?: SQL },
): Promise<AtRiskRow[]> {
  const direction = input.direction === 'asc' ? sql`asc` : sql`desc`;
  const byName = input.sort === 'name';
  const key = byName ? sql`name` : input.sort === 'joined' ? sql`joined_at` : sql`since`;
  const order = sql`order by ${key} ${direction}, id ${direction}`;
  const result = await db.execute(sql`
    with page as (
      select c.user_id as id, c.signed_up_at as joined_at, ${input.since} as since,
        c.current_quest_id as quest_id, ${input.streak ?? sql`null::int`} as streak_length,
        c.last_active_at
        ${byName ? sql`, u.name` : sql``}
      from ${insightCreator} c ${input.join ?? sql``}
        ${byName ? sql`join ${user} u on u.id = c.user_id` : sql``}
      where ${inPopulation(input.population, { signedUpAt: sql`c.signed_up_at`, userId: sql`c.user_id` })} and ${input.where}
      ${order} limit ${input.limit} offset ${input.offset}
    )
    select page.id, u.name, u.email, page.joined_at, page.since, page.quest_id, page.streak_length,
      page.last_active_at
    from page join ${user} u on u.id = page.id
    ${byName ? sql`order by u.name ${direction}, page.id ${direction}` : sql`${order}`}`);
  return rowsOf<AtRiskRow>(result);
}

const quietSince = sql`greatest(c.signed_up_at, c.last_active_at)`;

/** Signed up in the last 14 days, and nothing (check-in, answer, buddy note, sign-up) for 3 days. */
export function listNewAndQuiet(db: Database, input: ListInput): Promise<AtRiskRow[]> {
  return listCreators(db, {
    ...input,
    where: sql`c.signed_up_at > ${daysBefore(input.now, 14)} and ${quietSince} <= ${daysBefore(input.now, 3)}`,
    since: quietSince,
  });
}

/**
 * A streak of 7 or more check-ins (the app's own rules, rest days included) that read 0 for
 * the first time in the last three days of the creator's own calendar.
 */
export function listStreakBroken(db: Database, input: ListInput): Promise<AtRiskRow[]> {
  const local = creatorToday(input.now, sql`c.time_zone`);
  const utcToday = sql`${input.now.toISOString().slice(0, 10)}::date`;
  return listCreators(db, {
    ...input,
    // The UTC bounds let the partial index find the few candidates; the creator's day decides.
    where: sql`c.streak_run >= 7 and c.streak_lost_on between ${utcToday} - 3 and ${utcToday} + 1
      and c.streak_lost_on between ${local.today} - 2 and ${local.today}`,
    join: local.join,
    since: sql`c.last_checkin_at`,
    streak: sql`c.streak_run`,
  });
}

/** On the same quest for 10 days or more: since the realm opened, or since their last completion in it. */
export function listStuckOnQuest(db: Database, input: ListInput): Promise<AtRiskRow[]> {
  return listCreators(db, {
    ...input,
    where: sql`c.current_quest_id is not null and c.on_quest_since <= ${daysBefore(input.now, 10)}`,
    since: sql`c.on_quest_since`,
  });
}

/** Active creators (any activity since `activeSince`) whose current task is `questId`. */
export function listSittingOnTask(
  db: Database,
  input: ListInput & { questId: string; activeSince: Date },
): Promise<AtRiskRow[]> {
  return listCreators(db, {
    ...input,
    where: sql`c.current_quest_id = ${input.questId}
      and c.last_active_at >= ${input.activeSince.toISOString()}::timestamptz`,
    since: sql`c.on_quest_since`,
  });
}

export type QuietPairRow = {
  id: number;
  first_id: string;
  first_name: string;
  second_id: string;
  second_name: string;
  paired_at: Dated;
  last_note_at: Dated | null;
};

/**
 * Active buddy pairs with no note written (or rewritten) for two weeks, the longest quiet
 * first. Whether a pair wrote lately, and when last, are index probes; only the page's pairs
 * are joined to their creators' names.
 */
export async function listQuietPairs(
  db: Database,
  input: { now: Date; limit: number; offset: number },
): Promise<QuietPairRow[]> {
  const cutoff = daysBefore(input.now, 14);
  const result = await db.execute(sql`
    with quiet as (
      select p.id, p.first_user_id, p.second_user_id, p.created_at as paired_at,
        (select max(n.updated_at) from ${buddyNote} n where n.pair_id = p.id) as last_note_at
      from ${buddyPair} p
      where p.ended_at is null and p.created_at <= ${cutoff}
        and not exists (
          select 1 from ${buddyNote} n where n.pair_id = p.id and n.updated_at > ${cutoff})
    ),
    page as (
      select * from quiet order by coalesce(last_note_at, paired_at) asc, id asc
      limit ${input.limit} offset ${input.offset}
    )
    select page.id, page.first_user_id as first_id, f.name as first_name,
      page.second_user_id as second_id, s.name as second_name, page.paired_at, page.last_note_at
    from page
    join ${user} f on f.id = page.first_user_id
    join ${user} s on s.id = page.second_user_id
    order by coalesce(page.last_note_at, page.paired_at) asc, page.id asc`);
  return rowsOf<QuietPairRow>(result);
}
