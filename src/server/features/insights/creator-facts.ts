import { lastRunOf, streakHistoryIn } from '#shared/rules/streaks.ts';
import type { LiveTask } from './insights-sql.ts';
import { activityOf, latestOf, type ActivityRows } from './last-active.ts';

const DAY_MS = 86_400_000;

/** One creator's rows, as the rollup reads them from the journey tables. */
export type CreatorRows = ActivityRows & {
  account: { id: string; createdAt: Date; timeZone: string; cohortId: number | null };
  realmCompletions: { realmId: number; completedAt: Date }[];
  kitsShippedAt: Date[];
};

/** What the insights need to know of one creator, worked out once per change (decision 029). */
export type CreatorFacts = {
  userId: string;
  signedUpAt: Date;
  /** The UTC day of the sign-up: the key of the activity counts. */
  signupDay: string;
  timeZone: string;
  /** The programme cohort they are in now (null: none): whose member counts hold their days. */
  cohortId: number | null;
  firstQuestAt: Date | null;
  /** Index = realm id - 1 (PostgreSQL arrays start at 1, so `realm_done_at[n]` is realm n). */
  realmDoneAt: (Date | null)[];
  kitShippedAt: Date | null;
  /** When they last did something in the programme (last-active.ts). */
  lastActiveAt: Date | null;
  /** UTC days with a check-in written, an answer saved or completed, or a buddy note written. */
  activeDays: string[];
  /** The UTC day of each check-in (a day may repeat: two local dates can share a UTC day). */
  checkinDays: string[];
  lastCheckinAt: Date | null;
  /** The streak (the app's forgiving rules) that holds the last check-in, and the local day it is gone. */
  streakRun: number;
  streakLostOn: string | null;
  currentRealmId: number;
  /** The first live task of the current realm not completed; null when none is left. */
  currentQuestId: string | null;
  onQuestSince: Date | null;
  /** Completed tasks of realms open to the creator, with the days from the realm's opening. */
  tasksDone: { questId: string; realmId: number; daysToComplete: number }[];
};

const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

const earliest = (instants: Date[]): Date | null =>
  instants.length === 0
    ? null
    : new Date(Math.min(...instants.map((instant) => instant.getTime())));

/**
 * The facts of one creator from their rows. Pure, so the rollup is idempotent: running it
 * twice on the same rows writes the same facts.
 */
export function creatorFactsOf(rows: CreatorRows, tasks: readonly LiveTask[]): CreatorFacts {
  const { account } = rows;
  const completedAt = new Map<string, Date>();
  for (const answer of rows.answers)
    if (answer.completedAt) completedAt.set(answer.questId, answer.completedAt);
  const realmDone = new Map(rows.realmCompletions.map((row) => [row.realmId, row.completedAt]));
  const openedAt = (realmId: number) =>
    realmId === 1 ? account.createdAt : (realmDone.get(realmId - 1) ?? null);

  const activity = activityOf(rows);

  const currentRealmId = Math.max(0, ...realmDone.keys()) + 1;
  const currentRealmTasks = tasks
    .filter((task) => task.realmId === currentRealmId)
    .sort((a, b) => a.position - b.position);
  const currentQuestId =
    currentRealmTasks.find((task) => !completedAt.has(task.questId))?.questId ?? null;
  const currentRealmOpenedAt = openedAt(currentRealmId);
  const onQuestSince =
    currentQuestId === null
      ? null
      : latestOf([
          ...(currentRealmOpenedAt ? [currentRealmOpenedAt] : []),
          ...currentRealmTasks.flatMap((task) => completedAt.get(task.questId) ?? []),
        ]);

  const lastRun = lastRunOf(
    streakHistoryIn(
      account.timeZone,
      rows.checkins.map((checkin) => checkin.localDate),
      rows.realmCompletions.map((row) => row.completedAt),
    ),
  );
  const highestRealm = Math.max(0, ...realmDone.keys());
  return {
    userId: account.id,
    signedUpAt: account.createdAt,
    signupDay: utcDay(account.createdAt),
    timeZone: account.timeZone,
    cohortId: account.cohortId,
    firstQuestAt: earliest([...completedAt.values()]),
    realmDoneAt: Array.from(
      { length: highestRealm },
      (_, index) => realmDone.get(index + 1) ?? null,
    ),
    kitShippedAt: earliest(rows.kitsShippedAt),
    lastActiveAt: latestOf(activity),
    activeDays: [...new Set(activity.map(utcDay))].sort(),
    checkinDays: rows.checkins.map((checkin) => utcDay(checkin.createdAt)).sort(),
    lastCheckinAt: latestOf(rows.checkins.map((checkin) => checkin.createdAt)),
    streakRun: lastRun?.run ?? 0,
    streakLostOn: lastRun?.lostOn ?? null,
    currentRealmId,
    currentQuestId,
    onQuestSince,
    tasksDone: rows.answers.flatMap((answer) => {
      const opened = openedAt(answer.realmId);
      if (!answer.completedAt || !opened) return [];
      const days = Math.max(0, (answer.completedAt.getTime() - opened.getTime()) / DAY_MS);
      return [{ questId: answer.questId, realmId: answer.realmId, daysToComplete: days }];
    }),
  };
}
