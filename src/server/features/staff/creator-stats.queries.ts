import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isoUtc } from '../../db/iso-utc.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { dailyCheckin, questAnswer, realmCompletion } from '../../db/schema/journey.ts';

export type CreatorStatsRow = {
  userId: string;
  completedRealmIds: number[];
  realmsCompletedAt: string[];
  completedTaskIds: string[];
  checkinDates: string[];
};

/**
 * A read model, like features/progress: the journey of one page of creators
 * in a single statement (whatever the page size), for the console's creators
 * list. It reads the journey tables and writes none of them.
 */
export async function loadCreatorStats(
  db: Database,
  userIds: string[],
): Promise<CreatorStatsRow[]> {
  if (userIds.length === 0) return [];
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select u.id as user_id,
      (select coalesce(json_agg(c.realm_id), '[]') from ${realmCompletion} c where c.user_id = u.id)
        as completed_realm_ids,
      (select coalesce(json_agg(${isoUtc(sql`c.completed_at`)}), '[]') from ${realmCompletion} c
        where c.user_id = u.id) as realms_completed_at,
      (select coalesce(json_agg(a.quest_id), '[]') from ${questAnswer} a
        where a.user_id = u.id and a.completed_at is not null) as completed_task_ids,
      (select coalesce(json_agg(d.local_date order by d.local_date), '[]') from ${dailyCheckin} d
        where d.user_id = u.id) as checkin_dates
    from unnest(array[${ids}]::text[]) as u(id)`);
  const rows = rowsOf<{
    user_id: string;
    completed_realm_ids: number[];
    realms_completed_at: string[];
    completed_task_ids: string[];
    checkin_dates: string[];
  }>(result);
  return rows.map((row) => ({
    userId: row.user_id,
    completedRealmIds: row.completed_realm_ids,
    realmsCompletedAt: row.realms_completed_at,
    completedTaskIds: row.completed_task_ids,
    checkinDates: row.checkin_dates,
  }));
}
