import { sql, type SQL } from 'drizzle-orm';
import type { KitClaimStatus } from '#shared/rules/kit-claims.ts';
import type { Database } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { activeBuddySummariesJson } from '../buddies/buddy-views.queries.ts';
import {
  dailyCheckin,
  questAnswer,
  realmCompletion,
  rewardClaim,
} from '../../db/schema/journey.ts';

const userIdParam = sql.placeholder('userId');

/** The progress carries this many check-ins; older ones are read page by page from /api/checkins. */
export const RECENT_CHECKINS = 30;

/** ISO 8601 in UTC, as JSON.stringify writes a Date, so every endpoint speaks one format. */
const isoUtc = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

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
          'questId', a.quest_id, 'content', a.content, 'fileName', a.file_name,
          'completedAt', ${isoUtc(sql`a.completed_at`)})), '[]')
        from ${questAnswer} a where a.user_id = ${userIdParam})`,
      completions: sql<{ realmId: number; completedAt: string }[]>`(
        select coalesce(json_agg(json_build_object(
          'realmId', c.realm_id, 'completedAt', ${isoUtc(sql`c.completed_at`)})), '[]')
        from ${realmCompletion} c where c.user_id = ${userIdParam})`,
      checkinDates: sql<string[]>`(
        select coalesce(json_agg(d.local_date), '[]') from ${dailyCheckin} d where d.user_id = ${userIdParam})`,
      recentCheckins: sql<JourneyCheckin[]>`(
        select coalesce(json_agg(json_build_object(
          'id', r.id, 'date', r.local_date, 'prompt', r.prompt, 'response', r.response,
          'createdAt', ${isoUtc(sql`r.created_at`)}) order by r.local_date), '[]')
        from (select * from ${dailyCheckin} where user_id = ${userIdParam}
              order by local_date desc limit ${sql.raw(String(RECENT_CHECKINS))}) r)`,
      claims: sql<JourneyClaim[]>`(
        select coalesce(json_agg(json_build_object(
          'id', w.id, 'realmId', w.realm_id, 'name', w.name, 'email', w.email, 'address', w.address,
          'city', w.city, 'state', w.state, 'zipCode', w.zip_code,
          'specialInstructions', w.special_instructions, 'status', w.status,
          'carrier', w.carrier, 'trackingNumber', w.tracking_number, 'cancelReason', w.cancel_reason,
          'createdAt', ${isoUtc(sql`w.created_at`)}, 'packedAt', ${isoUtc(sql`w.packed_at`)},
          'shippedAt', ${isoUtc(sql`w.shipped_at`)}, 'deliveredAt', ${isoUtc(sql`w.delivered_at`)},
          'cancelledAt', ${isoUtc(sql`w.cancelled_at`)}) order by w.realm_id), '[]')
        from ${rewardClaim} w where w.user_id = ${userIdParam})`,
      // At most two active buddies, each read from their own journey tables (never their answers).
      buddies: activeBuddySummariesJson(userIdParam),
    })
    .from(sql`(select 1) as one`)
    .prepare('journey_of_creator'),
);

type JourneyAnswer = {
  questId: string;
  content: string | null;
  fileName: string | null;
  completedAt: string | null;
};
type JourneyCheckin = {
  id: number;
  date: string;
  prompt: string;
  response: string;
  createdAt: string;
};
type JourneyClaim = {
  id: number;
  realmId: number;
  name: string;
  email: string;
  address: string;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  specialInstructions: string | null;
  status: KitClaimStatus;
  carrier: string | null;
  trackingNumber: string | null;
  cancelReason: string | null;
  createdAt: string;
  packedAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
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
