import { Flame, Trophy } from 'lucide-react';
import { countOf, nouns } from '#shared/rules/plural.ts';
import type { Progress } from '../../utils/progress-model.ts';
import { streakDetails } from '../../utils/streak-details.ts';

const days = (count: number) => countOf(count, nouns.day);

/** Current and best streak, with the rest day the current run leaned on. */
export function StreakSummary({ progress }: { progress: Progress }) {
  const { streak } = progress;
  // The best run is shown as its own figure; the other lines (rest day, risk) follow.
  const notes = streakDetails(streak).filter((line) => !line.startsWith('Best'));
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1 rounded-2xl bg-ember-50 p-4">
          <dt className="flex items-center gap-1.5 text-sm text-ink-soft">
            <Flame className="size-4 text-ember-700" aria-hidden /> Current streak
          </dt>
          <dd className="text-2xl font-semibold text-ink tabular-nums">{days(streak.current)}</dd>
        </div>
        <div className="flex flex-col gap-1 rounded-2xl bg-ember-50 p-4">
          <dt className="flex items-center gap-1.5 text-sm text-ink-soft">
            <Trophy className="size-4 text-ember-700" aria-hidden /> Best streak
          </dt>
          <dd className="text-2xl font-semibold text-ink tabular-nums">{days(streak.best)}</dd>
        </div>
      </dl>
      {notes.map((note) => (
        <p key={note} className="text-sm font-medium text-ink">
          {note}
        </p>
      ))}
      <p className="text-sm text-ink-soft">
        One missed day a week (Monday to Sunday) is a rest day: it keeps your streak going. A missed
        day after it uses a streak freeze, if you hold one: you earn one for each realm you complete
        and each 7 check-ins in a row, and hold up to two. A broken streak of 3 days or more comes
        back whole if you check in on 2 of the next 3 days.{' '}
        {countOf(progress.checkinCount, nouns.checkin)} in all.
      </p>
    </div>
  );
}
