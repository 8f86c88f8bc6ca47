import type { RealmDefinition } from '#shared/content-types.ts';
import { AppError } from '#shared/errors.ts';
import { localDateIn } from '#shared/rules/calendar.ts';
import { allTasksOf, currentRealmId } from '#shared/rules/realm-progress.ts';
import { computeStreaks, streakHistoryIn } from '#shared/rules/streaks.ts';
import type { CreatorListQuery } from '#shared/schemas/admin.ts';
import { listAccountsPage } from '../../auth/creator-list.queries.ts';
import { findUserById } from '../../auth/users.queries.ts';
import type { Database } from '../../db/client.ts';
import { pageOf } from '../../http/paging.ts';
import { openRealmsAt, type CurriculumCache } from '../curriculum/curriculum-cache.ts';
import { readLastActive } from '../insights/last-active.service.ts';
import { buddyPairsOfCreator } from '../buddies/buddies-console.service.ts';
import { cohortOfCreator } from '../cohorts/cohorts.service.ts';
import { invitationsOfCreator } from '../invites/invitations-console.service.ts';
import { getProgress } from '../progress/progress.service.ts';
import { kitClaimsOfCreator } from '../realms/kit-claims.service.ts';
import { loadCreatorStats } from './creator-stats.queries.ts';

export type CreatorDeps = { db: Database; curriculum: CurriculumCache; clock: () => Date };

/** Every quest and final task creators can walk now: what a creator's progress is out of. */
const openTaskIdsOf = (realms: readonly RealmDefinition[]) =>
  new Set(realms.flatMap((realm) => allTasksOf(realm).map((task) => task.id)));

/**
 * The creators list: a page of accounts, then that page's journeys (one query) and what
 * they last did (the insights' own reading of activity, three queries), so a page costs
 * the same few queries whatever its size and the number of creators.
 */
export async function listCreators(deps: CreatorDeps, query: CreatorListQuery) {
  const page = await pageOf(query, (range) => listAccountsPage(deps.db, { ...query, ...range }));
  const userIds = page.items.map((account) => account.id);
  const [journeys, lastActive] = await Promise.all([
    loadCreatorStats(deps.db, userIds),
    readLastActive(deps.db, userIds),
  ]);
  const stats = new Map(journeys.map((row) => [row.userId, row]));
  const now = deps.clock();
  const realms = await openRealmsAt(deps.curriculum, now);
  const contentTaskIds = openTaskIdsOf(realms);
  return {
    ...page,
    items: page.items.map((account) => {
      const journey = stats.get(account.id)!;
      const doneTasks = journey.completedTaskIds.filter((id) => contentTaskIds.has(id)).length;
      return {
        id: account.id,
        email: account.email,
        name: account.name,
        role: account.role,
        currentRealm: currentRealmId(realms.length, new Set(journey.completedRealmIds)),
        progressPercent:
          contentTaskIds.size === 0 ? 0 : Math.round((doneTasks / contentTaskIds.size) * 100),
        streak: computeStreaks(
          streakHistoryIn(account.timeZone, journey.checkinDates, journey.realmsCompletedAt),
          localDateIn(account.timeZone, now),
        ).current,
        lastActiveAt: lastActive.get(account.id) ?? null,
        joinedAt: account.joinedAt,
      };
    }),
  };
}

/** Everything about one creator the console shows: journey, answers, claims, invitations, buddies. */
export async function getCreatorDetail(deps: CreatorDeps, input: { userId: string }) {
  const account = await findUserById(deps.db, input.userId);
  if (!account) throw new AppError('NOT_FOUND', { userMessage: 'There is no such creator.' });
  const [progress, claims, invitations, buddies, cohort] = await Promise.all([
    getProgress(deps, { userId: account.id, timeZone: account.timeZone, now: deps.clock() }),
    kitClaimsOfCreator(deps, { userId: account.id }),
    invitationsOfCreator(deps, { userId: account.id }),
    buddyPairsOfCreator(deps, { userId: account.id }),
    cohortOfCreator(deps, { userId: account.id }),
  ]);
  return {
    creator: {
      id: account.id,
      email: account.email,
      name: account.name,
      image: account.image,
      role: account.role,
      staffRoles: account.staffRoles,
      emailVerified: account.emailVerified,
      timeZone: account.timeZone,
    },
    currentRealm: progress.currentRealm,
    realms: progress.realms,
    checkinCount: progress.checkinCount,
    streak: progress.streak,
    claims,
    invitations,
    buddies,
    cohort,
  };
}
