import { lazily } from '#shared/lazily.ts';
import { countOf } from '#shared/rules/plural.ts';
import type { ReviewClaim } from '../../api/review-shapes.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const units = {
  day: { one: 'day', other: 'days' },
  hour: { one: 'hour', other: 'hours' },
  minute: { one: 'minute', other: 'minutes' },
  moreMinute: { one: 'more minute', other: 'more minutes' },
};

/** How long an answer has waited, in the largest whole unit: 'waiting 2 days'. */
export function waitingFor(submittedAt: string, now: Date): string {
  const waited = Math.max(0, now.getTime() - new Date(submittedAt).getTime());
  if (waited >= DAY) return `waiting ${countOf(Math.floor(waited / DAY), units.day)}`;
  if (waited >= HOUR) return `waiting ${countOf(Math.floor(waited / HOUR), units.hour)}`;
  if (waited >= MINUTE) return `waiting ${countOf(Math.floor(waited / MINUTE), units.minute)}`;
  return 'waiting under a minute';
}

/** Whether a claim still holds: one lapses after its hour, whatever the last answer said. */
export const isClaimHeld = (claim: ReviewClaim | null, now: Date): claim is ReviewClaim =>
  claim !== null && new Date(claim.until).getTime() > now.getTime();

/** Who holds the answer and for how long: 'Claimed by Sam for 40 more minutes', 'You claimed this'. */
export function claimWords(claim: ReviewClaim | null, now: Date): string | null {
  if (!isClaimHeld(claim, now)) return null;
  const minutes = Math.max(
    1,
    Math.ceil((new Date(claim.until).getTime() - now.getTime()) / MINUTE),
  );
  const left = `for ${countOf(minutes, units.moreMinute)}`;
  return claim.isMine ? `You claimed this ${left}` : `Claimed by ${claim.by.name} ${left}`;
}

const weekDay = lazily(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }),
);

/** A sign-up week by its Monday: 'Week of Nov 23, 2026'. */
export const cohortLabel = (monday: string) => `Week of ${weekDay().format(new Date(monday))}`;
