import {
  and,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { BUDDY_NOTES_SHOWN } from '#shared/rules/buddies.ts';
import type { Database } from '../../db/client.ts';
import { isoUtc } from '../../db/iso-utc.ts';
import { preparedFor } from '../../db/prepared.ts';
import { user } from '../../db/schema/auth.ts';
import {
  buddyBlock,
  buddyNote,
  buddyPair,
  buddyRequest,
  buddySetting,
} from '../../db/schema/buddies.ts';
import {
  dailyCheckin,
  questAnswer,
  realmCompletion,
  weeklyCommitment,
} from '../../db/schema/journey.ts';
import { creatorProfile } from '../../db/schema/profile.ts';

// A read model, like the progress (decision 005): what a creator may see of
// their buddies and of the creators around them, read straight from the
// journey and user tables, writing none of them. Only what the buddy rules
// allow leaves these statements: names, avatars, which realms and quests are
// done, check-in dates (for the streak), the pair's own notes, and "What I
// create" and the links of a creator who chose to be findable — never an
// answer, a file or a check-in's words.

/** A buddy in the progress's shape, before content turns quests done into realm, progress and quest. */
export type BuddySummaryRow = {
  pairId: number;
  userId: string;
  name: string;
  emailName: string;
  image: string | null;
  pairRealmId: number;
  pairedAt: string;
  completedRealmIds: number[];
  completedQuestIds: string[];
};

export type BuddyNoteRow = {
  id: number;
  authorId: string;
  weekStart: string;
  writtenOn: string;
  text: string;
};

export type BuddyCardRow = BuddySummaryRow & {
  timeZone: string;
  checkinDates: string[];
  realmsCompletedAt: string[];
  /** Their latest "This week I will …" (the card keeps it while its week is theirs now). */
  commitment: { weekStart: string; text: string } | null;
  notes: BuddyNoteRow[];
};

/** The time zone, check-in dates and realm completions (for the streak) and the pair's latest notes. */
const cardDetails = sql`, 'timeZone', b.time_zone,
        'checkinDates', (select coalesce(json_agg(d.local_date), '[]')
          from ${dailyCheckin} d where d.user_id = b.id),
        'realmsCompletedAt', (select coalesce(json_agg(${isoUtc(sql`c.completed_at`)}), '[]')
          from ${realmCompletion} c where c.user_id = b.id),
        'commitment', (select json_build_object('weekStart', w.week_start, 'text', w.text)
          from ${weeklyCommitment} w where w.user_id = b.id order by w.week_start desc limit 1),
        'notes', (select coalesce(json_agg(json_build_object(
            'id', n.id, 'authorId', n.author_id, 'weekStart', n.week_start,
            'writtenOn', n.written_on, 'text', n.text) order by n.week_start desc, n.id desc), '[]')
          from (select * from ${buddyNote} where pair_id = p.id
                order by week_start desc, id desc limit ${sql.raw(String(BUDDY_NOTES_SHOWN))}) n)`;

/** The creator's active buddies as one JSON array; `details` adds to each buddy's object. */
function activeBuddiesJson<Row>(userId: SQL | Placeholder, details: SQL) {
  return sql<Row[]>`(
    select coalesce(json_agg(json_build_object(
      'pairId', p.id, 'userId', b.id, 'name', b.name, 'emailName', split_part(b.email, '@', 1),
      'image', b.image, 'pairRealmId', p.realm_id, 'pairedAt', ${isoUtc(sql`p.created_at`)},
      'completedRealmIds', (select coalesce(json_agg(c.realm_id), '[]')
        from ${realmCompletion} c where c.user_id = b.id),
      'completedQuestIds', (select coalesce(json_agg(a.quest_id), '[]')
        from ${questAnswer} a where a.user_id = b.id and a.completed_at is not null)
      ${details}) order by p.created_at, p.id), '[]')
    from ${buddyPair} p
    join ${user} b on b.id = case when p.first_user_id = ${userId} then p.second_user_id else p.first_user_id end
    where (p.first_user_id = ${userId} or p.second_user_id = ${userId}) and p.ended_at is null)`;
}

/** The creator's active buddies as the progress reports them: a column of its single statement. */
export function activeBuddySummariesJson(userId: SQL | Placeholder) {
  return activeBuddiesJson<BuddySummaryRow>(userId, sql``);
}

const buddyCardsStatement = preparedFor((db) =>
  db
    .select({
      buddies: activeBuddiesJson<BuddyCardRow>(sql.placeholder('userId'), cardDetails),
    })
    .from(sql`(select 1) as one`)
    .prepare('buddy_cards_of_creator'),
);

/** The creator's active buddies with everything their cards show, in one statement. */
export async function loadBuddyCards(db: Database, userId: string): Promise<BuddyCardRow[]> {
  const [row] = await buddyCardsStatement(db).execute({ userId });
  return row!.buddies;
}

const profileColumns = (person: typeof user) => ({
  id: person.id,
  name: person.name,
  emailName: sql<string>`split_part(${person.email}, '@', 1)`,
  image: person.image,
});

/**
 * Requests waiting for this creator's answer, newest first (a blocked sender's
 * never show), with what the sender shares of their profile: "What I create"
 * and their links only when they chose to be findable, null otherwise.
 */
export function listIncomingRequests(db: Database, userId: string) {
  return db
    .select({
      id: buddyRequest.id,
      createdAt: buddyRequest.createdAt,
      from: profileColumns(user),
      sharedBio: sql<
        string | null
      >`case when ${buddySetting.isFindable} then coalesce(${creatorProfile.bio}, '') end`,
      sharedLinks: sql<
        string[] | null
      >`case when ${buddySetting.isFindable} then coalesce(${creatorProfile.links}, '[]'::jsonb) end`,
    })
    .from(buddyRequest)
    .innerJoin(user, eq(user.id, buddyRequest.senderId))
    .leftJoin(buddySetting, eq(buddySetting.userId, user.id))
    .leftJoin(creatorProfile, eq(creatorProfile.userId, user.id))
    .where(and(eq(buddyRequest.recipientId, userId), eq(buddyRequest.status, 'waiting')))
    .orderBy(desc(buddyRequest.id));
}

/**
 * Requests this creator sent that are still open from their side. One sent by
 * email shows only the address typed, whether or not it has an account, and a
 * silently blocked one looks like any other.
 */
export function listSentRequests(db: Database, userId: string) {
  return db
    .select({
      id: buddyRequest.id,
      createdAt: buddyRequest.createdAt,
      email: buddyRequest.recipientEmail,
      to: profileColumns(user),
    })
    .from(buddyRequest)
    .leftJoin(user, and(eq(user.id, buddyRequest.recipientId), isNull(buddyRequest.recipientEmail)))
    .where(
      and(eq(buddyRequest.senderId, userId), inArray(buddyRequest.status, ['waiting', 'blocked'])),
    )
    .orderBy(desc(buddyRequest.id));
}

/** Pairs that have ended, newest first, with who the other was. */
export function listPastPairs(db: Database, userId: string, limit: number) {
  return db
    .select({
      id: buddyPair.id,
      realmId: buddyPair.realmId,
      pairedAt: buddyPair.createdAt,
      endedAt: buddyPair.endedAt,
      endReason: buddyPair.endReason,
      endedBy: buddyPair.endedBy,
      partner: profileColumns(user),
    })
    .from(buddyPair)
    .innerJoin(
      user,
      sql`${user.id} = case when ${buddyPair.firstUserId} = ${userId} then ${buddyPair.secondUserId} else ${buddyPair.firstUserId} end`,
    )
    .where(
      and(
        or(eq(buddyPair.firstUserId, userId), eq(buddyPair.secondUserId, userId)),
        isNotNull(buddyPair.endedAt),
      ),
    )
    .orderBy(desc(buddyPair.endedAt), desc(buddyPair.id))
    .limit(limit);
}

export function listBlockedCreators(db: Database, userId: string) {
  return db
    .select({ blockedAt: buddyBlock.createdAt, creator: profileColumns(user) })
    .from(buddyBlock)
    .innerJoin(user, eq(user.id, buddyBlock.blockedId))
    .where(eq(buddyBlock.blockerId, userId))
    .orderBy(desc(buddyBlock.createdAt));
}

/** Public names and avatars of a few creators, for notifications. */
export function listProfiles(db: Database, userIds: string[]) {
  return db.select(profileColumns(user)).from(user).where(inArray(user.id, userIds));
}
