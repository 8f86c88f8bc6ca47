import { countOf, nouns } from '#shared/rules/plural.ts';

/** A share as a whole percent ('—' when there is nothing to divide by). */
export const percentText = (ratio: number | null) =>
  ratio === null ? '—' : `${Math.round(ratio * 100)}%`;

/** A number of days with one decimal ('—' when no creator took the step). */
export const daysText = (days: number | null) =>
  days === null ? '—' : `${days < 10 ? days.toFixed(1) : Math.round(days)} d`;

/** A number of hours: hours under two days ('5.2 h', '31 h'), days beyond ('3.4 d'). */
export const hoursText = (hours: number | null) =>
  hours === null
    ? '—'
    : hours < 48
      ? `${hours < 10 ? hours.toFixed(1) : Math.round(hours)} h`
      : daysText(hours / 24);

const HOUR_MS = 3_600_000;

/** How long ago `instant` was at `now`: whole hours under a day, whole days beyond. */
export function ageText(instant: string | Date, now: string | Date): string {
  const hours = Math.max(
    0,
    Math.floor((new Date(now).getTime() - new Date(instant).getTime()) / HOUR_MS),
  );
  return hours < 24 ? countOf(hours, nouns.hour) : countOf(Math.floor(hours / 24), nouns.day);
}
