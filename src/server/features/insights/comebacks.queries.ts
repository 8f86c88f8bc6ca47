import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { buddyNote } from '../../db/schema/buddies.ts';
import { nudge } from '../../db/schema/insights.ts';
import { dailyCheckin, questAnswer, realmCompletion } from '../../db/schema/journey.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { arrayLiteral, inPopulation, type Population } from './insights-sql.ts';

// Comebacks, read live a batch of creators at a time: each statement reads the batch's rows
// through the tables' user indexes, never one probe per creator.

export type CreatorZone = { id: string; time_zone: string };

/** The next `limit` creators in the population after `afterId`, in id order. */
export async function readCreatorBatch(
  db: Database,
  input: { population: Population; afterId: string; limit: number },
): Promise<CreatorZone[]> {
  const result = await db.execute(sql`
    select u.id, u.time_zone from ${user} u
    where u.role = 'creator' and ${inPopulation(input.population, { signedUpAt: sql`u.created_at`, userId: sql`u.id` })}
      and u.id > ${input.afterId}
    order by u.id
    limit ${input.limit}`);
  return rowsOf<CreatorZone>(result);
}

/** An instant as milliseconds since 1970, the same from either driver. */
const epochMs = (column: unknown) => sql`(extract(epoch from ${column}) * 1000)::float8`;

export type ActivityInstant = { user_id: string; at_ms: number };

/**
 * Every moment each creator did something (last-active.ts's meaning): a check-in written, an
 * answer saved or completed, a buddy note written or rewritten.
 */
export async function readActivityInstants(
  db: Database,
  userIds: readonly string[],
): Promise<ActivityInstant[]> {
  const ids = sql`${arrayLiteral(userIds)}::text[]`;
  const result = await db.execute(sql`
    select c.user_id, ${epochMs(sql`c.created_at`)} as at_ms
      from ${dailyCheckin} c where c.user_id = any(${ids})
    union all
    select a.user_id, ${epochMs(sql`a.updated_at`)}
      from ${questAnswer} a where a.user_id = any(${ids})
    union all
    select a.user_id, ${epochMs(sql`a.completed_at`)}
      from ${questAnswer} a where a.user_id = any(${ids}) and a.completed_at is not null
    union all
    select n.author_id, ${epochMs(sql`n.created_at`)}
      from ${buddyNote} n where n.author_id = any(${ids})
    union all
    select n.author_id, ${epochMs(sql`n.updated_at`)}
      from ${buddyNote} n where n.author_id = any(${ids})`);
  return rowsOf<ActivityInstant>(result);
}

export type CheckinDay = { user_id: string; local_date: string };

/** Each creator's check-in dates, on their own calendar as written. */
export async function readCheckinDays(
  db: Database,
  userIds: readonly string[],
): Promise<CheckinDay[]> {
  const result = await db.execute(sql`
    select c.user_id, c.local_date::text as local_date from ${dailyCheckin} c
    where c.user_id = any(${arrayLiteral(userIds)}::text[])`);
  return rowsOf<CheckinDay>(result);
}

/** When each creator completed each realm (each earns a freeze). */
export async function readRealmCompletions(
  db: Database,
  userIds: readonly string[],
): Promise<ActivityInstant[]> {
  const result = await db.execute(sql`
    select r.user_id, ${epochMs(sql`r.completed_at`)} as at_ms from ${realmCompletion} r
    where r.user_id = any(${arrayLiteral(userIds)}::text[])`);
  return rowsOf<ActivityInstant>(result);
}

/** Staff's nudges to these creators from `since` on. */
export async function readNudgesSince(
  db: Database,
  input: { userIds: readonly string[]; since: Date },
): Promise<ActivityInstant[]> {
  const result = await db.execute(sql`
    select n.recipient_id as user_id, ${epochMs(sql`n.created_at`)} as at_ms from ${nudge} n
    where n.recipient_id = any(${arrayLiteral(input.userIds)}::text[])
      and n.created_at >= ${input.since.toISOString()}::timestamptz`);
  return rowsOf<ActivityInstant>(result);
}
