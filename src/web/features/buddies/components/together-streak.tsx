import { Flame } from 'lucide-react';
import { countOf, nouns } from '#shared/rules/plural.ts';

/**
 * The days in a row both buddies checked in. At nothing it invites rather
 * than counts: a zero reads like a failure, and nobody failed.
 */
export function TogetherStreak(props: { days: number }) {
  if (props.days === 0) {
    return <p className="text-sm text-ink-soft">Check in today to start a streak together.</p>;
  }
  return (
    <p className="flex items-center gap-2 text-sm font-semibold text-ink">
      <Flame aria-hidden className="size-4 shrink-0 text-ember-700" />
      {countOf(props.days, nouns.day)} together
    </p>
  );
}
