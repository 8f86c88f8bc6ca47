import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

/**
 * A programme of `creators` creators written in SQL with generate_series (a minute, not an
 * hour): 50 check-ins each, 20 answer rows each (the first g % (tasks + 1) live tasks
 * completed, the rest drafts and answers to retired quests), realms completed when their tasks
 * are, a kit claim for most completed realms, in every status. The insights' triggers are off
 * while it writes (one statement of millions of rows would mark each creator millions of
 * times); every creator is marked stale once at the end instead, as the migration does.
 */
export async function seedInsightsProgramme(
  db: Database,
  input: { creators: number; checkinsPerCreator: number; answersPerCreator: number },
) {
  const tasks = (await db.execute(sql`
    select q.id, q.realm_id, row_number() over (order by q.realm_id, q.is_final, q.position) as n
    from curriculum_quest q join curriculum_realm r on r.id = q.realm_id
    where r.state = 'live' and q.removed_at is null`)) as unknown as {
    rows: { id: string; realm_id: number; n: string }[];
  };
  const taskCount = tasks.rows.length;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into "user" (id, name, email, created_at, email_since, time_zone)
      select 'ib-' || g, 'Creator ' || g, 'ib-' || g || '@bench.test',
        now() - (g % 120) * interval '1 day' - (g % 1440) * interval '1 minute',
        now() - (g % 120) * interval '1 day',
        (array['UTC', 'America/Los_Angeles', 'Europe/Lisbon', 'Asia/Tokyo'])[1 + g % 4]
      from generate_series(1, ${input.creators}) g`);
    // Creator g stopped checking in (g % 30) days ago.
    await tx.execute(sql`
      insert into daily_checkin (user_id, local_date, prompt, response, created_at)
      select 'ib-' || g, current_date - (d + g % 30), 'Prompt', 'Response',
        now() - (d + g % 30) * interval '1 day'
      from generate_series(1, ${input.creators}) g,
        generate_series(0, ${input.checkinsPerCreator - 1}) d`);
    await tx.execute(sql`
      with tasks(id, realm_id, n) as (
        values ${sql.join(
          tasks.rows.map(
            (task) => sql`(${task.id}::text, ${task.realm_id}::int, ${Number(task.n)}::int)`,
          ),
          sql`, `,
        )}
      )
      insert into quest_answer (user_id, quest_id, realm_id, content, updated_at, completed_at)
      select 'ib-' || g, t.id, t.realm_id, 'An answer', u.created_at + t.n * interval '6 hours',
        case when t.n <= g % ${taskCount + 1} then u.created_at + t.n * interval '6 hours' end
      from generate_series(1, ${input.creators}) g
      join "user" u on u.id = 'ib-' || g
      cross join tasks t`);
    await tx.execute(sql`
      insert into quest_answer (user_id, quest_id, realm_id, content, updated_at)
      select 'ib-' || g, 'retired-' || k, 1, 'Old', now() - interval '200 days'
      from generate_series(1, ${input.creators}) g,
        generate_series(1, ${input.answersPerCreator - taskCount}) k`);
    await tx.execute(sql`
      insert into realm_completion (user_id, realm_id, completed_at)
      select a.user_id, a.realm_id, max(a.completed_at) + interval '1 hour'
      from quest_answer a join curriculum_quest q on q.id = a.quest_id
      group by a.user_id, a.realm_id
      having count(a.completed_at) = (select count(*) from curriculum_quest c
        where c.realm_id = a.realm_id and c.removed_at is null)`);
    await tx.execute(sql`
      insert into reward_claim (user_id, realm_id, name, email, address, status, created_at,
        packed_at, shipped_at)
      select c.user_id, c.realm_id, 'Creator', c.user_id || '@bench.test', '1 Ember Road',
        (array['pending', 'packed', 'shipped', 'delivered'])[1 + abs(hashtext(c.user_id)) % 4]::reward_status,
        c.completed_at + interval '2 hours',
        case when abs(hashtext(c.user_id)) % 4 >= 1 then c.completed_at + interval '1 day' end,
        case when abs(hashtext(c.user_id)) % 4 >= 2 then c.completed_at + interval '3 days' end
      from realm_completion c where abs(hashtext(c.user_id || c.realm_id)) % 10 < 8`);
    // Pairs of neighbours, one creator in five paired; half of the pairs write weekly notes.
    await tx.execute(sql`
      insert into buddy_pair (first_user_id, second_user_id, realm_id, created_at)
      select least('ib-' || g, 'ib-' || (g + 1)), greatest('ib-' || g, 'ib-' || (g + 1)), 1,
        now() - (g % 60) * interval '1 day'
      from generate_series(1, ${input.creators} - 1, 10) g`);
    await tx.execute(sql`
      insert into buddy_note (pair_id, author_id, week_start, written_on, text, created_at, updated_at)
      select p.id, p.first_user_id, current_date - w * 7, current_date - w * 7, 'A note',
        now() - (w * 7 + p.id % 30) * interval '1 day', now() - (w * 7 + p.id % 30) * interval '1 day'
      from buddy_pair p, generate_series(0, 3) w where p.id % 2 = 0`);
    await tx.execute(sql`insert into insight_stale_creator (user_id) select id from "user"`);
  });
  await db.execute(sql`vacuum analyze`);
}
