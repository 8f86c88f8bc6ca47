import type { InsightFilter } from '#shared/schemas/insights.ts';
import type { Database } from '../../db/client.ts';
import { openRealmsAt, type CurriculumCache } from '../curriculum/curriculum-cache.ts';
import type { CountedViews } from './counted-views.ts';
import { liveRealmsOf, populationOf, type LiveRealm } from './insights-filter.ts';
import {
  readFunnel,
  readReachedByRealm,
  readSittingByTask,
  readTasksDone,
} from './programme-insights.queries.ts';
import { assertCohortKnown } from './cohort-filter.ts';

export type InsightsDeps = {
  db: Database;
  curriculum: CurriculumCache;
  clock: () => Date;
  views: CountedViews;
};

/** A creator counts as active with a check-in, a quest answer or a buddy note in this many days. */
export const ACTIVE_WINDOW_DAYS = 14;

export const activeSinceAt = (now: Date) =>
  new Date(now.getTime() - ACTIVE_WINDOW_DAYS * 86_400_000);

export async function liveRealms(deps: InsightsDeps, now: Date): Promise<LiveRealm[]> {
  return liveRealmsOf(await openRealmsAt(deps.curriculum, now));
}

/** The key an answer is kept under: the view, its filter, and the realms it was counted over. */
export const viewKey = (view: string, filter: object, realms: readonly LiveRealm[] = []) =>
  JSON.stringify([view, filter, realms.map((realm) => realm.tasks.map((task) => task.questId))]);

/** Signed up → first quest → each live realm completed → first Ember Kit shipped. */
export async function getFunnel(deps: InsightsDeps, filter: InsightFilter) {
  const now = deps.clock();
  await assertCohortKnown(deps, filter);
  const realms = await liveRealms(deps, now);
  return deps.views.view(viewKey('funnel', filter, realms), now, async () => {
    const rows = await readFunnel(deps.db, {
      population: populationOf(filter),
      realmIds: realms.map((realm) => realm.id),
    });
    const labels = [
      'Signed up',
      'First quest completed',
      ...realms.map((realm) => `Realm ${realm.id}: ${realm.title} completed`),
      'Ember Kit shipped',
    ];
    let previous: number | null = null;
    const steps = labels.map((label, step) => {
      const { count, medianDays } = rows[step] ?? { count: 0, medianDays: null };
      const conversion = previous === null ? null : previous === 0 ? 0 : count / previous;
      previous = count;
      return { step, label, count, conversion, medianDays };
    });
    return { steps };
  });
}

/** Every task of every live realm: reached, completed, median days, and active creators on it now. */
export async function getStall(deps: InsightsDeps, filter: InsightFilter) {
  const now = deps.clock();
  await assertCohortKnown(deps, filter);
  const realms = await liveRealms(deps, now);
  return deps.views.view(viewKey('stall', filter, realms), now, async () => {
    const population = populationOf(filter);
    const [reached, done, sitting] = await Promise.all([
      readReachedByRealm(deps.db, { population, realmIds: realms.map((realm) => realm.id) }),
      readTasksDone(deps.db, {
        population,
        questIds: realms.flatMap((realm) => realm.tasks.map((task) => task.questId)),
      }),
      readSittingByTask(deps.db, { population, activeSince: activeSinceAt(now) }),
    ]);
    const doneByTask = new Map(done.map((row) => [row.quest_id, row]));
    return {
      realms: realms.map((realm) => ({
        id: realm.id,
        title: realm.title,
        tasks: realm.tasks.map((task) => {
          const row = doneByTask.get(task.questId);
          return {
            questId: task.questId,
            title: task.title,
            isFinal: task.isFinal,
            reached: reached.get(realm.id) ?? 0,
            completed: row?.completed ?? 0,
            medianDays: row?.median_days ?? null,
            sittingNow: sitting.get(task.questId) ?? 0,
          };
        }),
      })),
    };
  });
}
