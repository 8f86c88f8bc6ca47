import { addDays, localDateIn } from '#shared/rules/calendar.ts';
import { computeStreaks, streakHistoryIn, type StreakHistory } from '#shared/rules/streaks.ts';
import type { Database } from '#server/db/client.ts';
import { user } from '#server/db/schema/auth.ts';
import { buddyNote, buddyPair } from '#server/db/schema/buddies.ts';
import {
  dailyCheckin,
  questAnswer,
  realmCompletion,
  rewardClaim,
} from '#server/db/schema/journey.ts';
import { outboxEmail } from '#server/db/schema/outbox.ts';
import { DAY, readLiveTasks, type LiveTaskRow } from './insights-seed.ts';

// The insights recomputed by brute force: every raw row read into memory and each figure
// worked out by plain loops, independent of the SQL the server runs.

export type Window = { from: Date | null; to: Date | null };

/** The filters the insights tests ask every view under, with the sign-up window each means. */
export const insightFilterCases: { query: Record<string, string>; window: Window }[] = [
  { query: {}, window: { from: null, to: null } },
  {
    query: { cohort: 'month:2026-10' },
    window: { from: new Date('2026-10-01T00:00:00Z'), to: new Date('2026-11-01T00:00:00Z') },
  },
  {
    // The week holding Thursday 12 November: Monday 9th to Sunday 15th.
    query: { cohort: 'week:2026-11-12' },
    window: { from: new Date('2026-11-09T00:00:00Z'), to: new Date('2026-11-16T00:00:00Z') },
  },
  {
    query: { from: '2026-10-20', to: '2026-11-10' },
    window: { from: new Date('2026-10-20T00:00:00Z'), to: new Date('2026-11-11T00:00:00Z') },
  },
  {
    // A cohort narrowed by dates: 1–15 November.
    query: { cohort: 'month:2026-11', to: '2026-11-15' },
    window: { from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-11-16T00:00:00Z') },
  },
];

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function loadRawProgramme(db: Database) {
  const [users, answers, completions, claims, checkins, pairs, notes, emails, tasks] =
    await Promise.all([
      db.select().from(user),
      db.select().from(questAnswer),
      db.select().from(realmCompletion),
      db.select().from(rewardClaim),
      db.select().from(dailyCheckin),
      db.select().from(buddyPair),
      db.select().from(buddyNote),
      db.select().from(outboxEmail),
      readLiveTasks(db),
    ]);
  return { users, answers, completions, claims, checkins, pairs, notes, emails, tasks };
}

export type Raw = Awaited<ReturnType<typeof loadRawProgramme>>;

const time = (date: Date | null | undefined) => (date ? date.getTime() : null);

export function populationOf(raw: Raw, window: Window) {
  return raw.users.filter(
    (account) =>
      account.role === 'creator' &&
      (!window.from || account.createdAt >= window.from) &&
      (!window.to || account.createdAt < window.to),
  );
}

export function journeyOf(raw: Raw, userId: string) {
  const completedTasks = new Map<string, number>();
  const answersUpdated: number[] = [];
  for (const answer of raw.answers) {
    if (answer.userId !== userId) continue;
    answersUpdated.push(answer.updatedAt.getTime());
    if (answer.completedAt) {
      answersUpdated.push(answer.completedAt.getTime());
      completedTasks.set(answer.questId, answer.completedAt.getTime());
    }
  }
  const realmsDone = new Map<number, number>();
  for (const completion of raw.completions)
    if (completion.userId === userId)
      realmsDone.set(completion.realmId, completion.completedAt.getTime());
  const checkins = raw.checkins.filter((checkin) => checkin.userId === userId);
  const notesUpdated = raw.notes
    .filter((note) => note.authorId === userId)
    .flatMap((note) => [note.createdAt.getTime(), note.updatedAt.getTime()]);
  // Every instant the creator did something: a check-in, an answer saved or completed, a note.
  const activity = [
    ...checkins.map((checkin) => checkin.createdAt.getTime()),
    ...answersUpdated,
    ...notesUpdated,
  ];
  return { completedTasks, answersUpdated, realmsDone, checkins, notesUpdated, activity };
}

/** The creator's streak history as the app reads it: check-in dates and realm completions. */
export function streakHistoryOf(
  account: { timeZone: string },
  journey: ReturnType<typeof journeyOf>,
): StreakHistory {
  return streakHistoryIn(
    account.timeZone,
    journey.checkins.map((checkin) => checkin.localDate),
    [...journey.realmsDone.values()].map((instant) => new Date(instant)),
  );
}

function currentTaskOf(tasks: LiveTaskRow[], journey: ReturnType<typeof journeyOf>) {
  const realmId = Math.max(0, ...journey.realmsDone.keys()) + 1;
  const task = tasks.find(
    (candidate) => candidate.realmId === realmId && !journey.completedTasks.has(candidate.id),
  );
  return { realmId, questId: task?.id ?? null };
}

function openedAt(
  account: { createdAt: Date },
  journey: ReturnType<typeof journeyOf>,
  realmId: number,
) {
  return realmId === 1
    ? account.createdAt.getTime()
    : (journey.realmsDone.get(realmId - 1) ?? null);
}

export function bruteFunnel(raw: Raw, window: Window) {
  const realmIds = [...new Set(raw.tasks.map((task) => task.realmId))];
  const stepsPerCreator = populationOf(raw, window).map((account) => {
    const journey = journeyOf(raw, account.id);
    const firstQuest = Math.min(...journey.completedTasks.values());
    const shipped = raw.claims
      .filter((claim) => claim.userId === account.id && claim.shippedAt)
      .map((claim) => claim.shippedAt!.getTime());
    return [
      account.createdAt.getTime(),
      Number.isFinite(firstQuest) ? firstQuest : null,
      ...realmIds.map((realmId) => journey.realmsDone.get(realmId) ?? null),
      shipped.length ? Math.min(...shipped) : null,
    ];
  });
  return Array.from({ length: realmIds.length + 3 }, (_, step) => ({
    count: stepsPerCreator.filter((steps) => steps[step] !== null).length,
    medianDays:
      step === 0
        ? null
        : median(
            stepsPerCreator
              .filter((steps) => steps[step] !== null && steps[step - 1] !== null)
              .map((steps) => (steps[step]! - steps[step - 1]!) / DAY),
          ),
  }));
}

export function bruteStall(raw: Raw, window: Window, now: Date) {
  const activeSince = now.getTime() - 14 * DAY;
  const creators = populationOf(raw, window).map((account) => ({
    account,
    journey: journeyOf(raw, account.id),
  }));
  return raw.tasks.map((task) => {
    let reached = 0;
    let completed = 0;
    let sittingNow = 0;
    const sittingIds: string[] = [];
    const durations: number[] = [];
    for (const { account, journey } of creators) {
      const opened = openedAt(account, journey, task.realmId);
      if (opened !== null) {
        reached += 1;
        const doneAt = journey.completedTasks.get(task.id);
        if (doneAt !== undefined) {
          completed += 1;
          durations.push(Math.max(0, (doneAt - opened) / DAY));
        }
      }
      const isActive =
        journey.checkins.some((checkin) => checkin.createdAt.getTime() >= activeSince) ||
        journey.answersUpdated.some((at) => at >= activeSince) ||
        journey.notesUpdated.some((at) => at >= activeSince);
      if (isActive && currentTaskOf(raw.tasks, journey).questId === task.id) {
        sittingNow += 1;
        sittingIds.push(account.id);
      }
    }
    return {
      questId: task.id,
      reached,
      completed,
      medianDays: median(durations),
      sittingNow,
      sittingIds: sittingIds.sort(),
    };
  });
}

/** The ids on each at-risk list, and each one's `since` instant. */
export function bruteAtRisk(raw: Raw, window: Window, now: Date) {
  const nowTime = now.getTime();
  const newAndQuiet = new Map<string, number>();
  const streakBroken = new Map<string, { since: number; length: number }>();
  const stuck = new Map<string, number>();
  for (const account of populationOf(raw, window)) {
    const journey = journeyOf(raw, account.id);
    const lastActive = Math.max(
      account.createdAt.getTime(),
      ...journey.checkins.map((checkin) => checkin.createdAt.getTime()),
      ...journey.answersUpdated,
      ...journey.notesUpdated,
    );
    if (account.createdAt.getTime() > nowTime - 14 * DAY && lastActive <= nowTime - 3 * DAY)
      newAndQuiet.set(account.id, lastActive);

    // The app's own streaks, read on each of the last three days of the creator's calendar:
    // 0 on a day after their last check-in, 7 or more the day before.
    const dates = journey.checkins.map((checkin) => checkin.localDate);
    const history = streakHistoryOf(account, journey);
    const today = localDateIn(account.timeZone, now);
    const last = [...dates].sort().at(-1);
    for (const day of [addDays(today, -2), addDays(today, -1), today]) {
      if (!last || day <= last) continue;
      const before = computeStreaks(history, addDays(day, -1)).current;
      if (computeStreaks(history, day).current === 0 && before >= 7) {
        const since = Math.max(...journey.checkins.map((checkin) => checkin.createdAt.getTime()));
        streakBroken.set(account.id, { since, length: before });
      }
    }

    const current = currentTaskOf(raw.tasks, journey);
    if (current.questId) {
      const doneInRealm = raw.tasks
        .filter((task) => task.realmId === current.realmId)
        .map((task) => journey.completedTasks.get(task.id) ?? -Infinity);
      const since = Math.max(
        openedAt(account, journey, current.realmId) ?? -Infinity,
        ...doneInRealm,
      );
      if (since <= nowTime - 10 * DAY) stuck.set(account.id, since);
    }
  }
  const quietPairs = new Map<number, number>();
  for (const pair of raw.pairs) {
    if (pair.endedAt || pair.createdAt.getTime() > nowTime - 14 * DAY) continue;
    const notes = raw.notes
      .filter((note) => note.pairId === pair.id)
      .map((note) => note.updatedAt.getTime());
    const quietSince = notes.length ? Math.max(...notes) : pair.createdAt.getTime();
    if (quietSince <= nowTime - 14 * DAY) quietPairs.set(pair.id, quietSince);
  }
  return { newAndQuiet, streakBroken, stuck, quietPairs, time };
}
