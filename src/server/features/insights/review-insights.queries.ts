import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { realmCompletion } from '../../db/schema/journey.ts';
import { answerReview, reviewRequest } from '../../db/schema/reviews.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { inPopulation, type Dated, type Population } from './insights-sql.ts';

// Feedback on answers, read live from the review tables (the rollup does not follow them):
// each statement is one pass over the requests (the waiting ones through the queue's partial
// index) joined by hash to the creators, never a probe per creator.

/** Requests `r` whose author is a creator in the population (never staff, as every insight). */
const requestsOf = (population: Population): SQL =>
  sql`${reviewRequest} r join ${user} u on u.id = r.user_id and u.role = 'creator'
    and ${inPopulation(population, { signedUpAt: sql`u.created_at`, userId: sql`u.id` })}`;

export type QueueFigures = { waiting: number; oldest_submitted_at: Dated | null };

/** The answers waiting for feedback, and when the oldest of them was submitted (the queue's partial index). */
export async function readQueueFigures(
  db: Database,
  population: Population,
): Promise<QueueFigures> {
  const result = await db.execute(sql`
    select count(*)::int as waiting, min(r.submitted_at) as oldest_submitted_at
    from ${requestsOf(population)}
    where r.reviewed_at is null`);
  return rowsOf<QueueFigures>(result)[0]!;
}

export type FeedbackTimes = { reviews_sent: number; median_hours: number | null };

/** Reviews sent, and the median hours from an answer's submission to its review being sent. */
export async function readFeedbackTimes(
  db: Database,
  population: Population,
): Promise<FeedbackTimes> {
  const result = await db.execute(sql`
    select count(*)::int as reviews_sent,
      (percentile_cont(0.5) within group (
        order by extract(epoch from (v.sent_at - r.submitted_at)) / 3600.0))::float8 as median_hours
    from ${requestsOf(population)}
    join ${answerReview} v on v.request_id = r.id and v.status = 'sent'`);
  return rowsOf<FeedbackTimes>(result)[0]!;
}

export type CreatorFeedbackShare = { creators: number; asked: number; had_feedback: number };
/**
 * Creators in the population, those who submitted an answer that asks for feedback, and
 * those who have had at least one review sent to them: each a pass over the review tables
 * (a probe per creator costs 100,000 index lookups at scale).
 */
export async function readCreatorFeedbackShare(
  db: Database,
  population: Population,
): Promise<CreatorFeedbackShare> {
  const result = await db.execute(sql`
    select
      (select count(*) from ${user} u
        where u.role = 'creator' and ${inPopulation(population, { signedUpAt: sql`u.created_at`, userId: sql`u.id` })})::int as creators,
      (select count(distinct r.user_id) from ${requestsOf(population)})::int as asked,
      (select count(distinct r.user_id) from ${requestsOf(population)}
        join ${answerReview} v on v.request_id = r.id and v.status = 'sent')::int as had_feedback`);
  return rowsOf<CreatorFeedbackShare>(result)[0]!;
}

export type NextRealmRow = {
  realm_id: number;
  had_feedback: boolean;
  creators: number;
  completed_next: number;
};

/**
 * Per realm N of `pairs` and whether a creator's answers there got feedback: the creators
 * (in the population) who submitted a feedback-asking answer in realm N, and how many of them
 * completed the realm after it. A creator with one answer reviewed and another not counts as
 * having had feedback.
 */
export async function readNextRealmCompletion(
  db: Database,
  input: { population: Population; pairs: { realmId: number; nextRealmId: number }[] },
): Promise<NextRealmRow[]> {
  if (input.pairs.length === 0) return [];
  const pairs = sql.join(
    input.pairs.map((pair) => sql`(${pair.realmId}::int, ${pair.nextRealmId}::int)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with pairs(realm_id, next_realm_id) as (values ${pairs}),
    asked as (
      select r.user_id, r.realm_id, bool_or(v.id is not null) as had_feedback
      from ${requestsOf(input.population)}
      left join ${answerReview} v on v.request_id = r.id and v.status = 'sent'
      where r.realm_id in (select realm_id from pairs)
      group by r.user_id, r.realm_id
    )
    select a.realm_id, a.had_feedback, count(*)::int as creators,
      count(c.user_id)::int as completed_next
    from asked a
    join pairs p on p.realm_id = a.realm_id
    left join ${realmCompletion} c on c.user_id = a.user_id and c.realm_id = p.next_realm_id
    group by a.realm_id, a.had_feedback`);
  return rowsOf<NextRealmRow>(result);
}
