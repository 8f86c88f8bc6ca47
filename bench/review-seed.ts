import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

/**
 * The review queue at scale, written in SQL with generate_series (a minute, not an hour):
 * `creators` creators who signed up over 120 days, each with an answer to the first 10 live
 * tasks (1,000,000 answers at 100,000 creators), creator g having completed the first g % 11
 * of them, and realms completed when their tasks are. Every completed answer to a task that
 * asks for feedback has its version and its request in the queue; the `waiting` most recently
 * submitted wait, the others have a sent review by one of the coaches (mostly 'great_work').
 * Coaches are extra accounts, `coach-1` … `coach-{coaches}`, holding the sessions of indexes
 * `creators + 1` … (bench/seed.ts's `sessionCookieFor`).
 *
 * The insights' triggers are off while it writes (one statement of a million rows would mark
 * each creator again and again), and the rollup is left with nothing to do: this bench
 * measures the queue, and the rollup's passes would compete with it for the processor.
 */
export async function seedReviewQueue(
  db: Database,
  input: { creators: number; coaches: number; waiting: number },
) {
  const tasks = (await db.execute(sql`
    select q.id, q.realm_id, q.asks_feedback,
      row_number() over (order by q.realm_id, q.is_final, q.position)::int as n
    from curriculum_quest q join curriculum_realm r on r.id = q.realm_id
    where r.state = 'live' and q.removed_at is null`)) as unknown as {
    rows: { id: string; realm_id: number; asks_feedback: boolean; n: number }[];
  };
  const answered = tasks.rows.filter((task) => task.n <= 10);
  const taskValues = sql.join(
    answered.map(
      (task) =>
        sql`(${task.id}::text, ${task.realm_id}::int, ${task.n}::int, ${task.asks_feedback}::boolean)`,
    ),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into "user" (id, name, email, email_verified, time_zone, created_at, updated_at, email_since)
      select 'bench-' || g, 'Creator ' || g, 'creator' || g || '@bench.test', true, 'UTC',
        now() - (g % 120) * interval '1 day' - (g % 1440) * interval '1 minute', now(),
        now() - (g % 120) * interval '1 day'
      from generate_series(1, ${input.creators}::int) g`);
    await tx.execute(sql`
      insert into "user" (id, name, email, email_verified, time_zone, role, staff_roles,
        created_at, updated_at)
      select 'coach-' || c, 'Coach ' || c, 'coach' || c || '@bench.test', true, 'UTC', 'staff',
        '{coach}', now() - interval '200 days', now()
      from generate_series(1, ${input.coaches}::int) c`);
    await tx.execute(sql`
      insert into session (id, token, expires_at, created_at, updated_at, user_id)
      select 'bench-session-' || (${input.creators}::int + c), 'bench-token-' || (${input.creators}::int + c),
        now() + interval '7 days', now(), now(), 'coach-' || c
      from generate_series(1, ${input.coaches}::int) c`);
    // Task n of creator g saved 6 hours × n after sign-up (or now, if that is later).
    await tx.execute(sql`
      with tasks(quest_id, realm_id, n, asks_feedback) as (values ${taskValues})
      insert into quest_answer (user_id, quest_id, realm_id, content, updated_at, completed_at)
      select 'bench-' || g, t.quest_id, t.realm_id,
        'A thoughtful answer written with care, several sentences long, about this quest.',
        least(now(), u.created_at + t.n * interval '6 hours'),
        case when t.n <= g % 11 then least(now(), u.created_at + t.n * interval '6 hours') end
      from generate_series(1, ${input.creators}::int) g
      join "user" u on u.id = 'bench-' || g
      cross join tasks t`);
    await tx.execute(sql`
      insert into realm_completion (user_id, realm_id, completed_at)
      select a.user_id, a.realm_id, max(a.completed_at) + interval '1 hour'
      from quest_answer a
      group by a.user_id, a.realm_id
      having count(a.completed_at) = (select count(*) from curriculum_quest c
        where c.realm_id = a.realm_id and c.removed_at is null)`);
    await tx.execute(sql`
      insert into answer_version (user_id, quest_id, version, content, prompt, submitted_at)
      select a.user_id, a.quest_id, 1, a.content, 'The prompt', a.completed_at
      from quest_answer a join curriculum_quest q on q.id = a.quest_id
      where q.asks_feedback and a.completed_at is not null`);
    // The `waiting` latest submissions wait; the older ones were reviewed 1 to 72 hours later.
    await tx.execute(sql`
      insert into review_request (user_id, quest_id, realm_id, version, submitted_at, creator_joined_at, reviewed_at)
      select v.user_id, v.quest_id, a.realm_id, v.version, v.submitted_at, u.created_at,
        case when row_number() over (order by v.submitted_at desc, v.user_id) > ${input.waiting}::int
          then v.submitted_at + (1 + abs(hashtext(v.user_id)) % 72) * interval '1 hour' end
      from answer_version v
      join quest_answer a on a.user_id = v.user_id and a.quest_id = v.quest_id
      join "user" u on u.id = v.user_id`);
    await tx.execute(sql`
      insert into answer_review (request_id, user_id, quest_id, version, reviewer_id, status,
        verdict, criteria, feedback, created_at, updated_at, sent_at)
      select r.id, r.user_id, r.quest_id, r.version, 'coach-' || (1 + r.id % ${input.coaches}::int),
        'sent', case when r.id % 5 = 0 then 'another_pass' else 'great_work' end, '[]'::jsonb,
        'Clear and specific: the hook lands in the first line. Keep going.',
        r.reviewed_at, r.reviewed_at, r.reviewed_at
      from review_request r where r.reviewed_at is not null`);
  });
  await db.execute(sql`vacuum analyze`);
}
