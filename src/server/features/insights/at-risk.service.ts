import { AppError } from '#shared/errors.ts';
import type { AtRiskKind, AtRiskQuery } from '#shared/schemas/insights.ts';
import { pageOf, type PageRequest } from '../../http/paging.ts';
import {
  listNewAndQuiet,
  listQuietPairs,
  listSittingOnTask,
  listStreakBroken,
  listStuckOnQuest,
  type AtRiskRow,
} from './at-risk.queries.ts';
import { dateOrNull } from './insights-sql.ts';
import { populationOf } from './insights-filter.ts';
import { activeSinceAt, liveRealms, type InsightsDeps } from './insights.service.ts';
import { findNudgedSince } from './nudges.queries.ts';
import { assertCohortKnown } from './cohort-filter.ts';

// The lists behind the numbers: read live from the rollup's facts after catching it up, sorted
// and paged like the console's other lists (no total, decision 013).

const creatorItem = (
  row: AtRiskRow,
  titles: Map<string, string>,
  lastNudges: Map<string, Date>,
) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  joinedAt: new Date(row.joined_at),
  since: new Date(row.since),
  currentQuest: row.quest_id
    ? { id: row.quest_id, title: titles.get(row.quest_id) ?? row.quest_id }
    : null,
  streakLength: row.streak_length,
  lastActiveAt: dateOrNull(row.last_active_at),
  /** From the nudges sent, so every staff member's screen says the same after any reload. */
  lastNudgedAt: lastNudges.get(row.id) ?? null,
});

/** A page of creators with their current quests' titles and their latest nudges. */
async function creatorItems(deps: InsightsDeps, rows: AtRiskRow[], titles: Map<string, string>) {
  const lastNudges = await findNudgedSince(deps.db, {
    userIds: rows.map((row) => row.id),
    since: new Date(0),
  });
  return rows.map((row) => creatorItem(row, titles, lastNudges));
}

const atRiskReaders = {
  'new-and-quiet': listNewAndQuiet,
  'streak-broken': listStreakBroken,
  'stuck-on-quest': listStuckOnQuest,
} as const;

async function taskTitles(deps: InsightsDeps, now: Date) {
  const tasks = (await liveRealms(deps, now)).flatMap((realm) => realm.tasks);
  return new Map(tasks.map((task) => [task.questId, task.title]));
}

/** One at-risk list, sorted and paged. */
export async function listAtRisk(
  deps: InsightsDeps,
  input: { kind: AtRiskKind; query: AtRiskQuery },
) {
  const now = deps.clock();
  await assertCohortKnown(deps, input.query);
  await deps.views.catchUp(now);
  const titles = await taskTitles(deps, now);
  const read = atRiskReaders[input.kind];
  const page = await pageOf(input.query, (range) =>
    read(deps.db, {
      population: populationOf(input.query),
      now,
      sort: input.query.sort,
      direction: input.query.direction,
      ...range,
    }),
  );
  return {
    generatedAt: now,
    ...page,
    items: await creatorItems(deps, page.items, titles),
  };
}

/** Active creators sitting on one task now (the people behind the stall chart's bar). */
export async function listSittingOn(
  deps: InsightsDeps,
  input: { questId: string; query: AtRiskQuery },
) {
  const now = deps.clock();
  await assertCohortKnown(deps, input.query);
  const titles = await taskTitles(deps, now);
  if (!titles.has(input.questId))
    throw new AppError('NOT_FOUND', { userMessage: 'There is no such quest open to creators.' });
  await deps.views.catchUp(now);
  const page = await pageOf(input.query, (range) =>
    listSittingOnTask(deps.db, {
      population: populationOf(input.query),
      now,
      questId: input.questId,
      activeSince: activeSinceAt(now),
      sort: input.query.sort,
      direction: input.query.direction,
      ...range,
    }),
  );
  return {
    generatedAt: now,
    ...page,
    items: await creatorItems(deps, page.items, titles),
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
      lastNoteAt: dateOrNull(row.last_note_at),
    })),
  };
}
