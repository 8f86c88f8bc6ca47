import type { InsightFilter } from '#shared/schemas/insights.ts';
import { allTasksOf } from '#shared/rules/realm-progress.ts';
import type { RealmDefinition } from '#shared/content-types.ts';
import type { LiveTask, Population } from './insights-sql.ts';

const DAY_MS = 86_400_000;

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The sign-up window [from, to) a filter asks for: its sign-up cohort (a week from Monday, or a
 * month) within its dates; and the programme cohort whose members it counts, if any.
 */
export function populationOf(filter: InsightFilter): Population {
  let from: Date | null = filter.from ? utcDate(filter.from) : null;
  let to: Date | null = filter.to ? new Date(utcDate(filter.to).getTime() + DAY_MS) : null;
  if (filter.cohort) {
    const [kind, value] = filter.cohort.split(':') as ['week' | 'month', string];
    let start: Date;
    let end: Date;
    if (kind === 'week') {
      const day = utcDate(value);
      start = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
      end = new Date(start.getTime() + 7 * DAY_MS);
    } else {
      const [year, month] = value.split('-').map(Number) as [number, number];
      start = new Date(Date.UTC(year, month - 1, 1));
      end = new Date(Date.UTC(year, month, 1));
    }
    from = from && from > start ? from : start;
    to = to && to < end ? to : end;
  }
  return { from, to, cohortId: filter.cohortId ?? null };
}

export type LiveRealm = {
  id: number;
  title: string;
  tasks: (LiveTask & { title: string; isFinal: boolean })[];
};

/** The realms creators can walk now (those with quests), each task with its place in the realm. */
export function liveRealmsOf(realms: readonly RealmDefinition[]): LiveRealm[] {
  return realms
    .filter((realm) => realm.quests.length > 0)
    .map((realm) => ({
      id: realm.id,
      title: realm.title,
      tasks: allTasksOf(realm).map((task, index) => ({
        questId: task.id,
        realmId: realm.id,
        position: index + 1,
        title: task.title,
        isFinal: task === realm.finalTask,
      })),
    }));
}
