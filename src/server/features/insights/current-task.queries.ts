import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questAnswer, realmCompletion } from '../../db/schema/journey.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import type { LiveTask } from './insights-sql.ts';

/** The live tasks as an inline table `tasks(quest_id, realm_id, position)`. */
function tasksTable(tasks: readonly LiveTask[]): SQL {
  if (tasks.length === 0) return sql`(select null::text, null::int, null::int where false)`;
  const rows = tasks.map(
    (task) => sql`(${task.questId}::text, ${task.realmId}::int, ${task.position}::int)`,
  );
  return sql`(values ${sql.join(rows, sql`, `)})`;
}

/**
 * The current task of each given creator, read from the journey tables at this moment (null
 * when none: every live task is done). For the few creators a nudge names, so its words
 * never lag behind the rollup.
 */
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
    tasks(quest_id, realm_id, position) as ${tasksTable(input.tasks)},
    current_realm as (
      select cand.id, coalesce((select max(c.realm_id) from ${realmCompletion} c where c.user_id = cand.id), 0) + 1
        as realm_id
      from cand
    )
    select cr.id, (
      select t.quest_id from tasks t
      where t.realm_id = cr.realm_id and not exists (
        select 1 from ${questAnswer} a
        where a.user_id = cr.id and a.quest_id = t.quest_id and a.completed_at is not null)
      order by t.position limit 1) as quest_id
    from current_realm cr`);
  return new Map(
    rowsOf<{ id: string; quest_id: string | null }>(result).map((row) => [row.id, row.quest_id]),
  );
}
