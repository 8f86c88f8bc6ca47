import type { RealmDefinition } from '#shared/content-types.ts';
import { cohortRealmOpensAt, type CohortTimes } from '#shared/rules/cohorts.ts';
import type { Database } from '../../db/client.ts';
import { openRealmsAt, type CurriculumCache } from '../curriculum/curriculum-cache.ts';
import { findCohortOf, listCohortTimesOf } from './cohorts.queries.ts';

/**
 * The realms as a cohort member walks them at `now` (decision 045): a realm whose opening for
 * their cohort is still to come is 'Coming Soon' — its words, no quests — with that opening as
 * `opensAt`, whatever the programme's own state. A creator in no cohort walks as before.
 */
export function pacedRealms(
  realms: RealmDefinition[],
  cohort: CohortTimes | undefined,
  now: Date,
): RealmDefinition[] {
  if (!cohort) return realms;
  return realms.map((realm) => {
    const cohortOpensAt = cohortRealmOpensAt(cohort, realm.id);
    if (cohortOpensAt <= now) return realm;
    if (realm.quests.length === 0) {
      // Open to nobody yet: a draft has no date; a scheduled realm opens at the later of the two.
      if (!realm.opensAt) return realm;
      return { ...realm, opensAt: realm.opensAt > cohortOpensAt ? realm.opensAt : cohortOpensAt };
    }
    return {
      id: realm.id,
      title: realm.title,
      description: realm.description,
      quests: [],
      opensAt: cohortOpensAt,
    };
  });
}

/** The realms as this creator walks them at `now`: the programme's, at their cohort's pace. */
export async function realmsOpenFor(
  deps: { db: Database; curriculum: CurriculumCache },
  userId: string,
  now: Date,
): Promise<RealmDefinition[]> {
  const [realms, cohort] = await Promise.all([
    openRealmsAt(deps.curriculum, now),
    findCohortOf(deps.db, userId),
  ]);
  return pacedRealms(realms, cohort, now);
}

/**
 * Of these creators, those for whom realm `realmId` is open at `now` by their cohort's pace
 * (all who are in none): the others are told by their cohort's own opening.
 */
export async function withoutCohortsStillWaiting(
  db: Database,
  userIds: string[],
  realmId: number,
  now: Date,
): Promise<string[]> {
  const cohorts = await listCohortTimesOf(db, userIds);
  return userIds.filter((userId) => {
    const cohort = cohorts.get(userId);
    return !cohort || cohortRealmOpensAt(cohort, realmId) <= now;
  });
}
