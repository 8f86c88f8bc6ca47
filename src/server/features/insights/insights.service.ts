import { AppError } from '#shared/errors.ts';
import type { AtRiskKind, AtRiskQuery, InsightFilter } from '#shared/schemas/insights.ts';
import type { Database } from '../../db/client.ts';
import { pageOf, type PageRequest } from '../../http/paging.ts';
import { openRealmsAt, type CurriculumCache } from '../curriculum/curriculum-cache.ts';
import {
  listNewAndQuiet,
  listQuietPairs,
  listStreakBroken,
  listSittingOnTask,
  listStuckOnQuest,
  type AtRiskRow,
} from './at-risk.queries.ts';
import { liveRealmsOf, populationOf, type LiveRealm } from './insights-filter.ts';
import { readFunnel, readSittingByTask, readStallByTask } from './programme-insights.queries.ts';

export type InsightsDeps = { db: Database; curriculum: CurriculumCache; clock: () => Date };

/** A creator counts as active with a check-in, a quest answer or a buddy note in this many days. */
export const ACTIVE_WINDOW_DAYS = 14;

export async function liveRealms(deps: InsightsDeps, now: Date): Promise<LiveRealm[]> {
  return liveRealmsOf(await openRealmsAt(deps.curriculum, now));
}

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/** Signed up → first quest → each live realm completed → first Ember Kit shipped. */
export async function getFunnel(deps: InsightsDeps, filter: InsightFilter) {
  const now = deps.clock();
  const realms = await liveRealms(deps, now);
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
  const counts = new Map(rows.map((row) => [row.step, row]));
  let previous: number | null = null;
  const steps = labels.map((label, step) => {
    const count = counts.get(step)?.count ?? 0;
    const conversion = previous === null ? null : previous === 0 ? 0 : count / previous;
    previous = count;
    return { step, label, count, conversion, medianDays: counts.get(step)?.median_days ?? null };
  });
  return { generatedAt: now, steps };
}

/** Every task of every live realm: reached, completed, median days, and active creators on it now. */
export async function getStall(deps: InsightsDeps, filter: InsightFilter) {
  const now = deps.clock();
  const realms = await liveRealms(deps, now);
  const tasks = realms.flatMap((realm) => realm.tasks);
  const population = populationOf(filter);
  const [stats, sitting] = await Promise.all([
    readStallByTask(deps.db, { population, tasks }),
    readSittingByTask(deps.db, {
      population,
      tasks,
      activeSince: new Date(now.getTime() - ACTIVE_WINDOW_DAYS * 86_400_000),
    }),
  ]);
  const byTask = new Map(stats.map((row) => [row.quest_id, row]));
  const sittingByTask = new Map(sitting.map((row) => [row.quest_id, row.sitting]));
  return {
    generatedAt: now,
    realms: realms.map((realm) => ({
      id: realm.id,
      title: realm.title,
      tasks: realm.tasks.map((task) => {
        const row = byTask.get(task.questId);
        return {
          questId: task.questId,
          title: task.title,
          isFinal: task.isFinal,
          reached: row?.reached ?? 0,
          completed: row?.completed ?? 0,
          medianDays: row?.median_days ?? null,
          sittingNow: sittingByTask.get(task.questId) ?? 0,
        };
      }),
    })),
  };
}

/** Active creators sitting on one task now (the people behind the stall chart's bar). */
export async function listSittingOn(
  deps: InsightsDeps,
  input: { questId: string; query: AtRiskQuery },
) {
  const now = deps.clock();
  const tasks = (await liveRealms(deps, now)).flatMap((realm) => realm.tasks);
  const task = tasks.find((candidate) => candidate.questId === input.questId);
  if (!task)
    throw new AppError('NOT_FOUND', { userMessage: 'There is no such quest open to creators.' });
  const page = await pageOf(input.query, (range) =>
    listSittingOnTask(deps.db, {
      population: populationOf(input.query),
      tasks,
      now,
      questId: input.questId,
      activeSince: new Date(now.getTime() - ACTIVE_WINDOW_DAYS * 86_400_000),
      sort: input.query.sort,
      direction: input.query.direction,
      ...range,
    }),
  );
  return {
    generatedAt: now,
    ...page,
    items: page.items.map((row) => creatorItem(row, new Map([[task.questId, task.title]]))),
  };
}

const creatorItem = (row: AtRiskRow, titles: Map<string, string>) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  joinedAt: new Date(row.joined_at),
  since: new Date(row.since),
  currentQuest: row.quest_id
    ? { id: row.quest_id, title: titles.get(row.quest_id) ?? row.quest_id }
    : null,
  streakLength: row.streak_length,
});

const atRiskReaders = {
  'new-and-quiet': listNewAndQuiet,
  'streak-broken': listStreakBroken,
  'stuck-on-quest': listStuckOnQuest,
} as const;

/** One at-risk list, sorted and paged like the console's other lists (no total, decision 013). */
export async function listAtRisk(
  deps: InsightsDeps,
  input: { kind: AtRiskKind; query: AtRiskQuery },
) {
  const now = deps.clock();
  const realms = await liveRealms(deps, now);
  const tasks = realms.flatMap((realm) => realm.tasks);
  const titles = new Map(tasks.map((task) => [task.questId, task.title]));
  const read = atRiskReaders[input.kind];
  const page = await pageOf(input.query, (range) =>
    read(deps.db, {
      population: populationOf(input.query),
      tasks,
      now,
      sort: input.query.sort,
      direction: input.query.direction,
      ...range,
    }),
  );
  return {
    generatedAt: now,
    ...page,
    items: page.items.map((row) => creatorItem(row, titles)),
  };
}

/** Buddy pairs with no note for two weeks. */
export async function listQuietBuddyPairs(deps: InsightsDeps, query: PageRequest) {
  const now = deps.clock();
  const page = await pageOf(query, (range) => listQuietPairs(deps.db, { now, ...range }));
  return {
    generatedAt: now,
    ...page,
    items: page.items.map((row) => ({
      id: row.id,
      first: { id: row.first_id, name: row.first_name },
      second: { id: row.second_id, name: row.second_name },
      pairedAt: new Date(row.paired_at),
      lastNoteAt: toDate(row.last_note_at),
    })),
  };
}
