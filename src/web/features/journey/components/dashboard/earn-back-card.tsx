import { Flame } from 'lucide-react';
import { useId } from 'react';
import { countOf, nouns } from '#shared/rules/plural.ts';
import type { EarnBack } from '#shared/rules/streaks.ts';
import { formatLocalDate } from '../../utils/streak-details.ts';

/**
 * A streak that broke but can still be earned back (decision 042): how many of the days are
 * done and by when, so a missed day reads as a door, not a wall.
 */
export function EarnBackCard(props: { earnBack: EarnBack; hasCheckedInToday: boolean }) {
  const titleId = useId();
  const { streak, daysDone, daysNeeded, lastDay } = props.earnBack;
  const daysLeft = daysNeeded - daysDone;
  const progress = `${daysDone} of ${daysNeeded} days to relight your ${streak}-day streak`;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-(--radius-card) border border-ember-200 bg-ember-50 p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <Flame className="size-8 shrink-0 text-ember-700" aria-hidden />
        <h2 id={titleId} className="font-semibold text-ink">
          Relight your {streak}-day streak
        </h2>
      </div>
      <div
        role="progressbar"
        aria-label={progress}
        aria-valuemin={0}
        aria-valuemax={daysNeeded}
        aria-valuenow={daysDone}
        className="flex gap-1.5"
      >
        {Array.from({ length: daysNeeded }, (_, day) => (
          <span
            key={day}
            className={
              day < daysDone
                ? 'h-2.5 flex-1 rounded-full bg-ember-600'
                : 'h-2.5 flex-1 rounded-full border border-ember-300 bg-white'
            }
          />
        ))}
      </div>
      <p className="text-sm font-medium text-ink">{progress}</p>
      <p className="text-sm text-ink-soft">
        {props.hasCheckedInToday && 'Today counts. '}
        Check in {daysLeft === 1 ? 'once more' : `on ${countOf(daysLeft, nouns.day)}`} by{' '}
        {formatLocalDate(lastDay)} and it comes back whole, as if you never missed.
      </p>
    </section>
  );
}
