import { sql } from 'drizzle-orm';
import type { LastActivity } from '#shared/rules/comebacks.ts';
import type { CohortPace } from '#shared/rules/cohorts.ts';
import type { KitClaimStatus } from '#shared/rules/kit-claims.ts';
import type { Database } from '../../db/client.ts';
import { isoUtc } from '../../db/iso-utc.ts';
import { preparedFor } from '../../db/prepared.ts';
import { buddyNote } from '../../db/schema/buddies.ts';
import { cohort, cohortMember } from '../../db/schema/cohorts.ts';
import { activeBuddySummariesJson } from '../buddies/buddy-views.queries.ts';
import {
  dailyCheckin,
  questAnswer,
  realmCompletion,
  rewardClaim,
  weeklyCommitment,
} from '../../db/schema/journey.ts';

const userIdParam = sql.placeholder('userId');

/**
 * The hottest read of the app in one prepared statement. Progress is a read
 * model: it reads the journey tables of quests, check-ins and realms, and the
 * creator's active buddy pairs (through the buddies feature's fragment), in one
 * query (decision 005) and writes none of them.
 * PostgreSQL gathers every part of the journey as JSON, so a progress request costs a single
 * round trip and no per-row work in Node, however long the history.
 */
const journeyStatement = preparedFor((db) =>
  db
    .select({
      answers: sql<JourneyAnswer[]>`(
        select coalesce(json_agg(json_build_object(
          'questId', a.quest_id, 'content', a.content, 'fileName', a.file_name, 'prompt', a.prompt,
          'completedAt', ${isoUtc(sql`a.completed_at`)})), '[]')
        from ${questAnswer} a where a.user_id = ${userIdParam})`,
      completions: sql<{ realmId: number; completedAt: string }[]>`(
        select coalesce(json_agg(json_build_object(
          'realmId', c.realm_id, 'completedAt', ${isoUtc(sql`c.completed_at`)})), '[]')
        from ${realmCompletion} c where c.user_id = ${userIdParam})`,
      checkinDates: sql<string[]>`(
        select coalesce(json_agg(d.local_date), '[]') from ${dailyCheckin} d where d.user_id = ${userIdParam})`,
      // What the realms screen says of each kit; the shipping address stays with the claim.
      claims: sql<JourneyClaim[]>`(
        select coalesce(json_agg(json_build_object(
          'realmId', w.realm_id, 'status', w.status, 'carrier', w.carrier,
          'trackingNumber', w.tracking_number, 'cancelReason', w.cancel_reason,
          'shippedAt', ${isoUtc(sql`w.shipped_at`)}) order by w.realm_id), '[]')
        from ${rewardClaim} w where w.user_id = ${userIdParam})`,
      // At most two active buddies, each read from their own journey tables (never their answers).
      buddies: activeBuddySummariesJson(userIdParam),
      // Their latest "This week I will …": the shaper keeps it while its week is this one.
      commitment: sql<{ weekStart: string; text: string } | null>`(
        select json_build_object('weekStart', w.week_start, 'text', w.text)
        from ${weeklyCommitment} w where w.user_id = ${userIdParam}
        order by w.week_start desc limit 1)`,
      // The latest thing they did (last-active.ts's meaning): a welcome back reads how long ago.
      // An answer's and a note's updated_at are never before their completion or creation.
      lastActivity: sql<LastActivity | null>`(
        select json_build_object('at', ${isoUtc(sql`x.at`)}, 'kind', x.kind, 'questId', x.quest_id)
        from (
          (select a.updated_at as at, 'answer' as kind, a.quest_id from ${questAnswer} a
            where a.user_id = ${userIdParam} order by a.updated_at desc limit 1)
          union all
          (select d.created_at, 'checkin', null from ${dailyCheckin} d
            where d.user_id = ${userIdParam} order by d.created_at desc limit 1)
          union all
          (select n.updated_at, 'note', null from ${buddyNote} n
            where n.author_id = ${userIdParam} order by n.updated_at desc limit 1)
        ) x order by x.at desc limit 1)`,
      // Their cohort's times, which pace the realms they may walk (decision 045); null for none.
      cohort: sql<JourneyCohort | null>`(
        select json_build_object('startsAt', ${isoUtc(sql`k.starts_at`)},
          'startsTimeZone', k.starts_time_zone, 'pace', k.pace, 'realmWeeks', k.realm_weeks)
        from ${cohortMember} m join ${cohort} k on k.id = m.cohort_id
        where m.user_id = ${userIdParam})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('journey_of_creator'),
);

type JourneyAnswer = {
  questId: string;
  content: string | null;
  fileName: string | null;
  prompt: string | null;
  completedAt: string | null;
};
type JourneyCohort = {
  startsAt: string;
  startsTimeZone: string;
  pace: CohortPace;
  realmWeeks: number[];
};
type JourneyClaim = {
  realmId: number;
  status: KitClaimStatus;
  carrier: string | null;
  trackingNumber: string | null;
  cancelReason: string | null;
  shippedAt: string | null;
};

/**
 * Everything a creator's progress is built from, in one query and a bounded
 * answer whatever the length of their history: every check-in's date (for
 * streaks and the count), but only the recent ones in full.
 */
export async function loadJourneyRows(db: Database, userId: string) {
  const [row] = await journeyStatement(db).execute({ userId });
  return row!;
}

export type JourneyRows = Awaited<ReturnType<typeof loadJourneyRows>>;
