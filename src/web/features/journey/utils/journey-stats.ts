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

/**
 * What the creator has done, counted without a total (decision 038): realms
 * completed, and quests done, those staff later removed included. Neither
 * falls when staff open a realm or change one.
 */
export function journeyCounts(progress: Progress): { realmsCompleted: number; questsDone: number } {
  return {
    realmsCompleted: progress.realms.filter((realm) => realm.completed).length,
    questsDone: progress.realms
      .flatMap((realm) => [...allTasksOf(realm), ...realm.retiredQuests])
      .filter((task) => task.completed).length,
  };
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

/** Quests (and final tasks) done, out of every one written in every realm with content. */
export function countCompletedTasks(progress: Progress): { done: number; total: number } {
  const tasks = progress.realms.flatMap((realm) => allTasksOf(realm));
  return { done: tasks.filter((task) => task.completed).length, total: tasks.length };
}

/**
 * Every realm with content mastered (its kit claimed): the end of what is
 * written so far. The realm to come is the first announced but not yet written.
 */
export function journeyFinish(progress: Progress) {
  const written = progress.realms.filter((realm) => !realm.isComingSoon);
  if (written.length === 0 || !written.every((realm) => realm.completed)) return undefined;
  return {
    realmsMastered: written.length,
    questsCompleted: countCompletedTasks(progress).done,
    comingRealm: progress.realms.find((realm) => realm.isComingSoon),
  };
}

/** Something left to do in a realm that is open: quests to start, or a kit to claim. */
export function hasQuestsLeft(progress: Progress): boolean {
  return progress.realms.some(
    (realm) =>
      realm.unlocked &&
      !realm.isComingSoon &&
      !realm.completed &&
      allTasksOf(realm).some((task) => !task.completed),
  );
}

/**
 * The dashboard's next step on the realm card: the very first quest ('Start
 * your first quest') while the creator has done nothing, then the next quest
 * not yet done in the current realm. None once its quests are all done (the
 * kit is what comes next) or while the realm is still to come.
 */
export function nextQuestStep(progress: Progress): { questId: string; label: string } | undefined {
  const realm = currentRealmOf(progress);
  // The current realm is open: completed only when it is the last, every one mastered.
  const next = realm.completed ? undefined : allTasksOf(realm).find((task) => !task.completed);
  return (
    next && {
      questId: next.id,
      label: journeyCounts(progress).questsDone
        ? `Continue: ${next.title}`
        : 'Start your first quest',
    }
  );
}
