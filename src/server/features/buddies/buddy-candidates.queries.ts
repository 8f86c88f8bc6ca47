import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { user } from '../../db/schema/auth.ts';
import { buddyBlock, buddyPair, buddyRequest, buddySetting } from '../../db/schema/buddies.ts';
import { cohortMember } from '../../db/schema/cohorts.ts';
import { realmCompletion } from '../../db/schema/journey.ts';
import { creatorProfile } from '../../db/schema/profile.ts';

// Part of the buddies' read model (see buddy-views.queries.ts): who else is
// looking for a buddy in this creator's realm.

/**
 * 'Find a Realm Buddy': creators who chose to be findable (and so share what
 * they create and their links), in the same current realm, with room for a buddy, not already paired with this creator, and not
 * blocked either way. A creator's current realm is one past the realms they
 * have completed (realms complete only in order), capped at the last realm.
 * Creators of this creator's own cohort come first: they walk the same weeks.
 */
export async function listBuddyCandidates(
  db: Database,
  input: { userId: string; realmId: number; realmCount: number; maxActive: number; limit: number },
) {
  const me = input.userId;
  const result = await db.execute(sql`
    select u.id, u.name, split_part(u.email, '@', 1) as "emailName", u.image,
      coalesce(cp.bio, '') as "sharedBio", coalesce(cp.links, '[]'::jsonb) as "sharedLinks",
      exists (select 1 from ${buddyRequest} r
        where r.sender_id = ${me} and r.recipient_id = u.id and r.recipient_email is null
          and r.status in ('waiting', 'blocked')) as "isRequested"
    from ${buddySetting} s join ${user} u on u.id = s.user_id
      left join ${creatorProfile} cp on cp.user_id = u.id
    where s.is_findable and u.id <> ${me}
      and least((select count(*) from ${realmCompletion} c where c.user_id = u.id) + 1,
                ${input.realmCount}) = ${input.realmId}
      and not exists (select 1 from ${buddyBlock} k
        where (k.blocker_id = ${me} and k.blocked_id = u.id) or (k.blocker_id = u.id and k.blocked_id = ${me}))
      and (select count(*) from ${buddyPair} p
        where (p.first_user_id = u.id or p.second_user_id = u.id) and p.ended_at is null) < ${input.maxActive}
      and not exists (select 1 from ${buddyPair} p
        where p.ended_at is null and ((p.first_user_id = u.id and p.second_user_id = ${me})
          or (p.first_user_id = ${me} and p.second_user_id = u.id)))
    order by exists (select 1 from ${cohortMember} mine join ${cohortMember} theirs
        on theirs.cohort_id = mine.cohort_id
        where mine.user_id = ${me} and theirs.user_id = u.id) desc,
      u.created_at desc, u.id
    limit ${input.limit}`);
  return rowsOf<CandidateRow>(result);
}

export type CandidateRow = {
  id: string;
  name: string;
  emailName: string;
  image: string | null;
  /** Findable, so shared: "What I create" and the links of their profile. */
  sharedBio: string;
  sharedLinks: string[];
  isRequested: boolean;
};

/**
 * Whether `creatorId` is findable by `userId`: opted in, and in the same
 * current realm. Blocks and full pairs are judged later, without telling.
 */
export async function isCandidateFor(
  db: Database,
  input: { userId: string; creatorId: string; realmId: number; realmCount: number },
) {
  const result = await db.execute(sql`
    select 1 from ${buddySetting} s
    where s.user_id = ${input.creatorId} and s.is_findable and s.user_id <> ${input.userId}
      and least((select count(*) from ${realmCompletion} c where c.user_id = s.user_id) + 1,
                ${input.realmCount}) = ${input.realmId}`);
  return rowsOf(result).length > 0;
}
