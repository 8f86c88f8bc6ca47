import { allTasksOf } from '#shared/rules/realm-progress.ts';
import type { Progress, QuestProgress, RealmProgress } from './progress-model.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function currentRealmOf(progress: Progress): RealmProgress {
  return progress.realms.find((realm) => realm.id === progress.currentRealm) ?? progress.realms[0]!;
}

export function realmCompletion(realm: RealmProgress) {
  const tasks = allTasksOf(realm);
  const done = tasks.filter((task) => task.completed).length;
  return { done, total: tasks.length, percent: tasks.length ? (done / tasks.length) * 100 : 0 };
}

/** Share of all written quests (every realm with content) that are done. */
export function overallCompletionRate(progress: Progress): number {
  const tasks = progress.realms.flatMap((realm) => allTasksOf(realm));
  if (tasks.length === 0) return 0;
  return Math.round((tasks.filter((task) => task.completed).length / tasks.length) * 100);
}

export function completedTasksByRecency(
  progress: Progress,
): (QuestProgress & { completedAt: Date; realmId: number })[] {
  return progress.realms
    .flatMap((realm) => allTasksOf(realm).map((task) => ({ ...task, realmId: realm.id })))
    .filter(
      (task): task is QuestProgress & { completedAt: Date; realmId: number } =>
        task.completedAt instanceof Date,
    )
    .sort((first, second) => second.completedAt.getTime() - first.completedAt.getTime());
}

export function countRecentlyCompleted(progress: Progress, now = Date.now()): number {
  return completedTasksByRecency(progress).filter(
    (task) => now - task.completedAt.getTime() < WEEK_MS,
  ).length;
}

export function isFinalTask(questId: string): boolean {
  return questId.includes('final');
}
