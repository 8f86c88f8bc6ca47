import { localDateIn } from '#shared/rules/calendar.ts';
import { REALM_COUNT } from '#shared/rules/curriculum.ts';
import { countOf, pluralOf } from '#shared/rules/plural.ts';
import { datePartsIn } from '#web/lib/zoned-date-parts.ts';

const HOUR_MS = 3_600_000;
const hours = { one: 'hour', other: 'hours' };
const minutes = { one: 'minute', other: 'minutes' };
const days = { one: 'day', other: 'days' };
const others = { one: 'other', other: 'others' };

/** Days from one local date to another ('2026-03-16' − '2026-03-10' = 6). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** "Mon 23 Mar" on the creator's clock. */
export function dayWords(instant: Date, timeZone: string): string {
  const part = datePartsIn(instant, timeZone, 'short');
  return `${part.weekday} ${part.day} ${part.month}`;
}

/** "Mon 23 Mar at 09:00" on the creator's clock. */
export function dayAndTimeWords(instant: Date, timeZone: string): string {
  const part = datePartsIn(instant, timeZone, 'short');
  return `${part.weekday} ${part.day} ${part.month} at ${part.hour}:${part.minute}`;
}

/**
 * When the cohort starts, counted down on the creator's clock: "in 5 days", "tomorrow at
 * 09:00", "today at 20:00", "in 3 hours", "in 40 minutes". Under 12 hours a count of hours
 * reads better than a clock time, even across midnight.
 */
export function countdownWords(startsAt: Date, now: Date, timeZone: string): string {
  const left = startsAt.getTime() - now.getTime();
  if (left <= 0) return 'has started';
  if (left < HOUR_MS) return `in ${countOf(Math.max(1, Math.floor(left / 60_000)), minutes)}`;
  if (left < 12 * HOUR_MS) return `in ${countOf(Math.floor(left / HOUR_MS), hours)}`;
  const dayGap = daysBetween(localDateIn(timeZone, now), localDateIn(timeZone, startsAt));
  const part = datePartsIn(startsAt, timeZone, 'short');
  const time = `${part.hour}:${part.minute}`;
  if (dayGap <= 0) return `today at ${time}`;
  if (dayGap === 1) return `tomorrow at ${time}`;
  return `in ${countOf(dayGap, days)}`;
}

/** How the cohort walks: the realms one at a time over its weeks, or each at their own speed. */
export function paceWords(cohort: { pace: 'self' | 'paced'; weeks: number | null }): string {
  return cohort.pace === 'paced'
    ? `${countOf(cohort.weeks ?? REALM_COUNT, { one: 'week', other: 'weeks' })}, one realm at a time`
    : 'At your own pace';
}

/** "Week 3 of 10", or "Week 3" for a self-paced cohort (it has no last week). */
export function weekWords(cohort: { week: number; weeks: number | null }): string {
  return cohort.weeks === null ? `Week ${cohort.week}` : `Week ${cohort.week} of ${cohort.weeks}`;
}

export type RealmCount = { realmId: number; creators: number };

/**
 * How many members stand on each realm: those who completed k realms are on realm k + 1, and
 * those who completed all of them have finished (realmId REALM_COUNT + 1). Only the realms
 * somebody is on.
 */
export function membersByRealm(spread: { completed: number; creators: number }[]): RealmCount[] {
  return spread
    .filter((entry) => entry.creators > 0)
    .map((entry) => ({ realmId: entry.completed + 1, creators: entry.creators }));
}

/**
 * Where the creator stands among the cohort, so nobody feels alone or left behind: "You're
 * with 8 others on Realm 3", "You're the first on Realm 4: 5 others are on the way", "You're
 * on Realm 2; most of your cohort is on Realm 3, and there's time".
 */
export function standingWords(realms: RealmCount[], myRealmId: number): string {
  const here = realms.find((entry) => entry.realmId === myRealmId)?.creators ?? 1;
  const withMe = here - 1;
  if (myRealmId > REALM_COUNT) {
    return withMe > 0
      ? `You've finished, with ${countOf(withMe, others)} from your cohort.`
      : 'You finished first. Your cohort is on its way.';
  }
  if (withMe > 0) return `You're with ${countOf(withMe, others)} on Realm ${myRealmId}.`;
  const ahead = realms.filter((entry) => entry.realmId > myRealmId);
  const behind = realms.filter((entry) => entry.realmId < myRealmId);
  if (ahead.length === 0 && behind.length > 0) {
    const count = behind.reduce((sum, entry) => sum + entry.creators, 0);
    return `You're first on Realm ${myRealmId}, and ${countOf(count, others)} ${pluralOf(count, { one: 'is', other: 'are' })} on the way.`;
  }
  if (ahead.length > 0) return `You're on Realm ${myRealmId}. Go at your pace: there's time.`;
  return `You're the first of your cohort on Realm ${myRealmId}.`;
}

/** One line per realm for the bar's list: "Realm 3: 9 creators", "Finished: 2 creators". */
export function realmCountWords(entry: RealmCount): string {
  const who = countOf(entry.creators, { one: 'creator', other: 'creators' });
  return entry.realmId > REALM_COUNT ? `Finished: ${who}` : `Realm ${entry.realmId}: ${who}`;
}
