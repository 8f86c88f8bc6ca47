import { addDays, localDateIn } from '#shared/rules/calendar.ts';
import { computeStreaks } from '#shared/rules/streaks.ts';
import { DAY } from './insights-seed.ts';
import {
  journeyOf,
  median,
  populationOf,
  streakHistoryOf,
  type Raw,
  type Window,
} from './insights-oracle.ts';

// Retention, activity and operations recomputed by brute force from the raw rows, with plain
// loops over every creator, independent of the rollup and its SQL.

const utcDay = (instant: number) => new Date(instant).toISOString().slice(0, 10);
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY;
const mondayOf = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
};

export function bruteRetention(
  raw: Raw,
  window: Window,
  now: Date,
  options: { cohorts: number; weeks: number },
) {
  const today = utcDay(now.getTime());
  const byWeek = new Map<string, { signupDay: string; activeWeeks: Set<number> }[]>();
  for (const account of populationOf(raw, window)) {
    const signupDay = utcDay(account.createdAt.getTime());
    const activeWeeks = new Set(
      journeyOf(raw, account.id).activity.map((instant) =>
        Math.floor((dayNumber(utcDay(instant)) - dayNumber(signupDay)) / 7),
      ),
    );
    const week = mondayOf(signupDay);
    byWeek.set(week, [...(byWeek.get(week) ?? []), { signupDay, activeWeeks }]);
  }
  return [...byWeek.keys()]
    .sort()
    .slice(-options.cohorts)
    .map((week) => {
      const creators = byWeek.get(week)!;
      return {
        week,
        creators: creators.length,
        cells: Array.from({ length: options.weeks }, (_, weekIndex) => {
          const over = creators.filter(
            (creator) => dayNumber(today) - dayNumber(creator.signupDay) >= 7 * (weekIndex + 1),
          );
          const active = over.filter((creator) => creator.activeWeeks.has(weekIndex)).length;
          return { weekIndex, eligible: over.length, active };
        }),
      };
    });
}

export function bruteActivity(
  raw: Raw,
  window: Window,
  now: Date,
  options: { days: number; bucketStarts: readonly number[] },
) {
  const today = utcDay(now.getTime());
  const days = Array.from({ length: options.days }, (_, index) =>
    addDays(today, index - options.days + 1),
  );
  const creators = populationOf(raw, window).map((account) => ({
    account,
    journey: journeyOf(raw, account.id),
  }));
  const streakBuckets = new Map(options.bucketStarts.map((start) => [start, 0]));
  for (const { account, journey } of creators) {
    const streak = computeStreaks(
      streakHistoryOf(account, journey),
      localDateIn(account.timeZone, now),
    ).current;
    const bucket = Math.max(...options.bucketStarts.filter((start) => start <= streak));
    streakBuckets.set(bucket, streakBuckets.get(bucket)! + 1);
  }
  return {
    days: days.map((day) => ({
      day,
      activeCreators: creators.filter(({ journey }) =>
        journey.activity.some((instant) => utcDay(instant) === day),
      ).length,
      checkins: creators.reduce(
        (sum, { journey }) =>
          sum +
          journey.checkins.filter((checkin) => utcDay(checkin.createdAt.getTime()) === day).length,
        0,
      ),
    })),
    streaks: options.bucketStarts.map((start) => streakBuckets.get(start)!),
  };
}

export function bruteOperations(raw: Raw, window: Window, now: Date, overdueDays: number) {
  const isEveryone = !window.from && !window.to;
  const members = new Set(populationOf(raw, window).map((account) => account.id));
  const claims = raw.claims.filter((claim) =>
    isEveryone ? true : claim.userId !== null && members.has(claim.userId),
  );
  const overdueBefore = now.getTime() - overdueDays * DAY;
  const pending = claims.filter((claim) => claim.status === 'pending');
  const overdue = claims
    .filter(
      (claim) =>
        (claim.status === 'pending' || claim.status === 'packed') &&
        claim.createdAt.getTime() < overdueBefore,
    )
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  const statuses = ['pending', 'packed', 'shipped', 'delivered', 'cancelled'] as const;
  return {
    byStatus: Object.fromEntries(
      statuses.map((status) => [status, claims.filter((claim) => claim.status === status).length]),
    ),
    medianDaysToShip: median(
      claims
        .filter((claim) => claim.shippedAt)
        .map((claim) => (claim.shippedAt!.getTime() - claim.createdAt.getTime()) / DAY),
    ),
    oldestPendingAt: pending.length
      ? Math.min(...pending.map((claim) => claim.createdAt.getTime()))
      : null,
    overdueIds: overdue.map((claim) => claim.id),
    failedEmailsThisWeek: raw.emails.filter(
      (email) => email.status === 'failed' && email.createdAt.getTime() >= now.getTime() - 7 * DAY,
    ).length,
  };
}
